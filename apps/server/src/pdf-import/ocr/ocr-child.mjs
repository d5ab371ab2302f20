// The OCR child's entry, run by the OCR pool (pdf-parser-pool.ts) with `node` alone: pdfjs (to
// draw the pages of an image-only PDF), the canvas and tesseract.js are imported natively, as in
// parser-child.mjs; only our own TypeScript goes through tsx. The compiled server forks
// ocr-child-main.js instead.
import * as canvas from "@napi-rs/canvas";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import Tesseract from "tesseract.js";
import { tsImport } from "tsx/esm/api";

const { serveOcr } = await tsImport("./ocr-child.ts", import.meta.url);
await serveOcr({ pdfjs, canvas, tesseract: Tesseract });
