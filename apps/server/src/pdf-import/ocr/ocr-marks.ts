import type { PdfImportResponse } from "@frontalier/shared/contracts/pdf-import";

/** The words OCR was unsure of, for each recognised and each unrecognised line, in order. */
export interface OcrMarks {
  lines: string[][];
  unrecognised: string[][];
}

/**
 * A reading by OCR is said so, and each of its lines carries the words to check (issue 24: "lines
 * read by OCR are marked for review, with the words it was unsure of highlighted"). A PDF's text
 * goes through as it is.
 */
export function withOcrMarks(outcome: object, response: PdfImportResponse): PdfImportResponse {
  if (!("ocr" in outcome)) return response;
  const marks = outcome.ocr as OcrMarks;
  return {
    ...response,
    ocr: true,
    lines: response.lines.map((line, i) => ({ ...line, unsureWords: marks.lines[i] ?? [] })),
    unrecognised: response.unrecognised.map((line, i) => ({
      ...line,
      unsureWords: marks.unrecognised[i] ?? [],
    })),
  };
}
