// The parser child's entry, run by `pdf-parser-pool.ts` with `node` alone. pdfjs is imported
// here, natively: through the TypeScript loader it would be transformed and its source maps kept,
// about 300 MB more per child (measured). Only our own TypeScript goes through tsx, a dependency
// of the development server, which runs under it; the compiled server forks parser-child-main.js.
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { tsImport } from "tsx/esm/api";

const { serveParser } = await tsImport("./parser-child.ts", import.meta.url);
await serveParser(pdfjs);
