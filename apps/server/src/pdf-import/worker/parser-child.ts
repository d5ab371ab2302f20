import { type ParseOutcome, parsePdf } from "./parse-pdf.ts";
import type { PdfJs } from "./read-pdf-lines.ts";

export interface ParseRequest {
  id: number;
  bytes: Uint8Array;
  maxPages?: number;
  /** OCR only: tesseract's models to read with (`ocrLanguagesFor`). */
  languages?: string[];
}

export type ParserMessage = { ready: true } | { id: number; outcome: ParseOutcome };

/** One page with one line of text, parsed before the child says it is ready (see below). */
const WARM_UP_PDF = [
  "%PDF-1.4",
  "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
  "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
  "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R",
  "/Resources << /Font << /F1 5 0 R >> >> >> endobj",
  "4 0 obj << /Length 44 >> stream",
  "BT /F1 12 Tf 20 100 Td (002.638.50 1) Tj ET",
  "endstream endobj",
  "5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj",
  "trailer << /Root 1 0 R >>",
  "%%EOF",
].join("\n");

const send = (message: ParserMessage) =>
  new Promise<void>((resolve) => process.send!(message, undefined, undefined, () => resolve()));

/**
 * The parser child: one file at a time from the pool, answered with its outcome. The pool watches
 * this process's memory and time and kills it past its limits, so nothing here needs to.
 */
export async function serveParser(pdfjs: PdfJs): Promise<void> {
  // The parent went away (it crashed, or was killed): nobody will ask for anything again.
  process.on("disconnect", () => process.exit(0));
  process.on("message", async (request: ParseRequest) => {
    // A Buffer sent by the server arrives as a Buffer, which pdfjs refuses: a plain view of it.
    const { buffer, byteOffset, byteLength } = request.bytes;
    const bytes = new Uint8Array(buffer, byteOffset, byteLength);
    const outcome = await parsePdf(pdfjs, bytes, request.maxPages);
    await send({ id: request.id, outcome });
  });
  // The first document costs pdfjs its own worker module and fonts (about 100 ms): paid here,
  // while the child waits for its first file, rather than by the first upload.
  await parsePdf(pdfjs, new TextEncoder().encode(WARM_UP_PDF));
  await send({ ready: true });
}
