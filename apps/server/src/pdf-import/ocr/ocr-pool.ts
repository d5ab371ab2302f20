import { fileURLToPath } from "node:url";
import { OCR_TIMEOUT_MS } from "@frontalier/shared/pdf-import/ocr-limits";
import { runsCompiled } from "../../lib/runs-compiled.ts";
import type { PdfParserPoolOptions } from "../pdf-parser-pool.ts";
import { TRAINED_DATA_ENV, trainedDataFolder } from "./trained-data.ts";

/**
 * Resident memory of the OCR child past which it is killed and its file refused: it reads a phone
 * photo of a list within about 330 MB, a scanned PDF page (which pdfjs draws first) within about
 * 425 MB (measured, decision 036), while its tesseract worker keeps the languages' models.
 */
export const OCR_MAX_RSS_MB = 512;

/**
 * One OCR child per instance: a page takes a core for a few seconds, so a second one would only
 * take the core kept for the event loop. Four files wait at most; beyond, 503 as for PDFs.
 */
export const ocrPoolOptions: PdfParserPoolOptions = {
  entry: fileURLToPath(
    new URL(runsCompiled ? "./ocr-child-main.js" : "./ocr-child.mjs", import.meta.url),
  ),
  size: 1,
  timeoutMs: OCR_TIMEOUT_MS,
  maxRssMb: OCR_MAX_RSS_MB,
  maxQueue: 4,
  // Made (once) when the first child starts, not when the server does.
  childEnv: () => ({ [TRAINED_DATA_ENV]: trainedDataFolder() }),
};
