// The parser child's entry in the compiled server (parser-child.mjs is the one from the sources):
// pdfjs and our modules, all plain JavaScript, loaded natively.
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { serveParser } from "./parser-child.ts";

await serveParser(pdfjs);
