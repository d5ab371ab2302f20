import { describe, expect, it } from "vitest";
import type { AppDb } from "../db/open-database.ts";
import { importPdf, type ParseRecord } from "./import-pdf.ts";
import { PdfParserBusy, type PdfParserPool } from "./pdf-parser-pool.ts";
import type { ParseOutcome } from "./worker/parse-pdf.ts";

/** A pool answering one outcome (the children themselves are tested in pdf-parser-pool.test.ts). */
const poolAnswering = (answer: () => ParseOutcome) =>
  ({ parse: async () => answer() }) as unknown as PdfParserPool;

const pdfBytes = new TextEncoder().encode("%PDF-1.7\n");
// A PNG's signature and IHDR (10 × 10): what imageKind reads to call it a photo.
const pngBytes = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 10,
  0, 0, 0, 10,
]);

describe("importPdf's parse records (the metrics' source)", () => {
  const run = async (bytes: Uint8Array, pdf: () => ParseOutcome, ocr: () => ParseOutcome) => {
    const records: ParseRecord[] = [];
    await importPdf({
      db: {} as AppDb,
      pool: poolAnswering(pdf),
      ocrPool: poolAnswering(ocr),
      bytes,
      onParse: (record) => records.push(record),
    }).catch(() => {});
    return records.map(({ kind, outcome, ms }) => [kind, outcome, ms >= 0]);
  };

  it("records a scanned PDF as a pdf read without text, then an OCR read", async () => {
    expect(
      await run(
        pdfBytes,
        () => ({ ok: false, code: "pdf_no_text" }),
        () => ({ ok: false, code: "pdf_no_articles" }),
      ),
    ).toEqual([
      ["pdf", "pdf_no_text", true],
      ["ocr", "pdf_no_articles", true],
    ]);
  });

  it("records a photo as an OCR read only, and a full pool as busy", async () => {
    const unused = () => {
      throw new Error("a photo is not given to the PDF parser");
    };
    expect(await run(pngBytes, unused, () => ({ ok: false, code: "pdf_unreadable" }))).toEqual([
      ["ocr", "pdf_unreadable", true],
    ]);
    expect(
      await run(
        pdfBytes,
        () => {
          throw new PdfParserBusy("all children busy");
        },
        unused,
      ),
    ).toEqual([["pdf", "busy", true]]);
  });
});
