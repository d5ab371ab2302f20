import { recogniseDocument } from "../recognise/recognise-document.ts";
import type { DocumentReading } from "../recognise/recognition.ts";
import { type PdfRefusal, PdfRejected } from "./pdf-rejected.ts";
import { type PdfJs, readPdfLines } from "./read-pdf-lines.ts";

export type ParseOutcome =
  | { ok: true; pages: number; reading: DocumentReading }
  | { ok: false; code: PdfRefusal };

/** What a parser child does with one file: read its text, then recognise its layout. */
export async function parsePdf(
  pdfjs: PdfJs,
  bytes: Uint8Array,
  maxPages?: number,
): Promise<ParseOutcome> {
  try {
    const { pages, lines } = await readPdfLines(pdfjs, bytes, maxPages);
    const reading = recogniseDocument(lines);
    if (!reading) return { ok: false, code: "pdf_no_articles" };
    return { ok: true, pages, reading };
  } catch (error) {
    if (error instanceof PdfRejected) return { ok: false, code: error.code };
    return { ok: false, code: "pdf_unreadable" };
  }
}
