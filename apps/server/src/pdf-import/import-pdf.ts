import { formatArticleCode } from "@frontalier/shared/article-code";
import type { PdfImportResponse } from "@frontalier/shared/contracts/pdf-import";
import type { Locale } from "@frontalier/shared/locales";
import { toMinorUnits } from "@frontalier/shared/money";
import { inArray } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { articles } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { imageKind } from "./ocr/image-kind.ts";
import { withOcrMarks } from "./ocr/ocr-marks.ts";
import { ocrLanguagesFor } from "./ocr/trained-data.ts";
import { PdfParserBusy, type PdfParserPool } from "./pdf-parser-pool.ts";

/** Every PDF starts with `%PDF-`, within its first kilobyte (ISO 32000-1 §7.5.2, readers' leeway). */
const isPdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 1024)).toString("latin1").includes("%PDF-");

export interface ImportPdfOptions {
  db: AppDb;
  pool: PdfParserPool;
  /** Reads photos and image-only PDFs (issue 24); without it they are refused as before. */
  ocrPool?: PdfParserPool;
  bytes: Uint8Array;
  /** The shopper's language: a photo is read with its OCR model and English's. */
  language?: Locale;
  /** Hears each read in a child, by kind, with its outcome and time (the metrics). */
  onParse?: (parse: ParseRecord) => void;
}

/** One read of a file in a child: the PDF parser's or the OCR's. */
export interface ParseRecord {
  kind: "pdf" | "ocr";
  /** `ok`, a refusal's code (`pdf_no_text`…) or `busy` (no child free). */
  outcome: string;
  ms: number;
}

/**
 * Brief §4: reads a shopping-list PDF in a parser child and answers its recognised lines, with the
 * catalogue's name of each known code, and the lines that looked like articles but were not.
 */
export async function importPdf({
  db,
  pool,
  ocrPool,
  bytes,
  language,
  onParse,
}: ImportPdfOptions): Promise<PdfImportResponse> {
  const photo = ocrPool !== undefined && imageKind(bytes) !== null;
  if (bytes.length === 0 || (!photo && !isPdf(bytes))) {
    throw new AppError("pdf_not_pdf", { message: "the upload does not start like a PDF or photo" });
  }
  const parse = async (kind: ParseRecord["kind"], with_: PdfParserPool) => {
    const started = performance.now();
    const done = (outcome: string) => onParse?.({ kind, outcome, ms: performance.now() - started });
    try {
      const hints = kind === "ocr" ? { languages: ocrLanguagesFor(language) } : {};
      const result = await with_.parse(bytes, hints);
      done(result.ok ? "ok" : result.code);
      return result;
    } catch (error) {
      // PdfParserBusy goes through: the route says how long to wait.
      done(error instanceof PdfParserBusy ? "busy" : "error");
      throw error;
    }
  };
  let outcome = photo && ocrPool ? await parse("ocr", ocrPool) : await parse("pdf", pool);
  // A PDF of scanned pages has no text layer: its pages are read by OCR.
  if (!photo && ocrPool && !outcome.ok && outcome.code === "pdf_no_text") {
    outcome = await parse("ocr", ocrPool);
  }
  if (!outcome.ok) throw new AppError(outcome.code, { message: `PDF refused: ${outcome.code}` });
  const { reading, pages } = outcome;
  const codes = [...new Set(reading.lines.map((line) => line.code))];
  const known = codes.length
    ? await db
        .select({ code: articles.code, name: articles.name })
        .from(articles)
        .where(inArray(articles.code, codes))
    : [];
  const names = new Map(known.map((article) => [article.code, article.name]));
  const money = (hundredths: number | null) =>
    hundredths === null
      ? null
      : {
          amountMinor: toMinorUnits(hundredths / 100, reading.currency),
          currency: reading.currency,
        };
  return withOcrMarks(outcome, {
    model: reading.model,
    pages,
    lines: reading.lines.map((line) => ({
      code: line.code,
      formattedCode: formatArticleCode(line.code),
      documentName: line.documentName,
      group: line.group,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceMinor),
      lineTotal: money(line.lineTotalMinor),
      page: line.page,
      catalogueName: names.get(line.code) ?? null,
      priceCheck: line.priceCheck,
    })),
    unrecognised: reading.unrecognised.map(({ text, page, quantity, codeGuess }) => ({
      text,
      page,
      quantity,
      codeGuess,
    })),
    seen: reading.seen,
  });
}
