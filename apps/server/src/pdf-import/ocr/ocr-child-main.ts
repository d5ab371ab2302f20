// The OCR child's entry in the compiled server (ocr-child.mjs is the one from the sources).
import * as canvas from "@napi-rs/canvas";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import Tesseract from "tesseract.js";
import { serveOcr } from "./ocr-child.ts";

await serveOcr({ pdfjs, canvas, tesseract: Tesseract });
