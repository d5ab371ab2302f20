import { z } from "zod";
import { extractArticleCode } from "../article-code.ts";
import { MAX_IMPORT_LINES, MAX_IMPORT_QUANTITY } from "../pdf-import/limits.ts";
import { IMPORT_IMAGE_TYPES } from "../pdf-import/ocr-limits.ts";
import { pdfModelIds } from "../pdf-import/pdf-models.ts";
import { countryCodeSchema as countryCode } from "./country-code.ts";
import { defineEndpoint } from "./endpoint.ts";
import { MAX_PODIUM_COUNTRIES, podiumEntrySchema } from "./podium.ts";

export const pdfModelIdSchema = z.enum(pdfModelIds);

/** `GET /api/get-pdf-models-list`: spec §7 "List of PDF models", in the request's language. */
export const pdfModelSchema = z.object({
  id: pdfModelIdSchema,
  name: z.string(),
  description: z.string(),
});

export const pdfModelsResponseSchema = z.array(pdfModelSchema);

export type PdfModel = z.infer<typeof pdfModelSchema>;

const moneySchema = z.object({ amountMinor: z.number().int(), currency: z.string() });

/**
 * A photo or scan read by OCR (issue 24): every line is for the shopper to check, and these are
 * the words of the line OCR was unsure of, to highlight. Absent for a PDF's text.
 */
const unsureWordsSchema = z.array(z.string()).optional();

/** A line of the document read as an article: what the document says, and the catalogue's name. */
export const importedLineSchema = z.object({
  code: z.string().regex(/^\d{8}$/),
  formattedCode: z.string(),
  /** The name as printed (short name and description where the layout has them). */
  documentName: z.string(),
  /** The kitchen planner's group heading ("Éléments bas"…), when the layout has groups. */
  group: z.string().nullable(),
  quantity: z.number().int().positive(),
  unitPrice: moneySchema.nullable(),
  lineTotal: moneySchema.nullable(),
  page: z.number().int().positive(),
  /** Null when the catalogue does not know the code (yet). */
  catalogueName: z.string().nullable(),
  /**
   * Quantity × unit price against the printed line total, where the document prints both:
   * `disagrees` flags a quantity or price misread (or misprinted) for the shopper to check.
   */
  priceCheck: z.enum(["agrees", "disagrees"]).nullable(),
  unsureWords: unsureWordsSchema,
});

/** A line that looks like an article (a damaged code, a row without one) but could not be read. */
export const unrecognisedLineSchema = z.object({
  text: z.string(),
  page: z.number().int().positive(),
  quantity: z.number().int().positive().nullable(),
  /** The digits that looked like a code, for the shopper to correct. */
  codeGuess: z.string(),
  unsureWords: unsureWordsSchema,
});

/**
 * `POST /api/pdf-import` (body: the PDF, `Content-Type: application/pdf`, or a photo or scan,
 * `image/jpeg` or `image/png`).
 */
export const pdfImportResponseSchema = z.object({
  model: pdfModelIdSchema,
  pages: z.number().int().positive(),
  lines: z.array(importedLineSchema),
  unrecognised: z.array(unrecognisedLineSchema),
  /**
   * Lines of the document with the shape of an article line (a code, or a quantity, words and
   * a price): each is in `lines` or in `unrecognised`, none is left out.
   */
  seen: z.number().int().nonnegative(),
  /** Read by OCR from a photo or a scanned, image-only PDF: every line is to be checked. */
  ocr: z.boolean().optional(),
});

export type PdfImportResponse = z.infer<typeof pdfImportResponseSchema>;
export type ImportedLine = z.infer<typeof importedLineSchema>;
export type UnrecognisedLine = z.infer<typeof unrecognisedLineSchema>;

const articleCode = z
  .string()
  .max(40)
  .transform((text, ctx) => {
    const code = extractArticleCode(text);
    if (!code) ctx.addIssue({ code: "custom", message: "an 8-digit article code" });
    return code ?? "";
  });

export const importItemSchema = z.object({
  code: articleCode,
  quantity: z.number().int().min(1).max(MAX_IMPORT_QUANTITY),
});

export type ImportItem = z.input<typeof importItemSchema>;

/** `POST /api/pdf-import/total`: the list's price in each compared country, as reviewed. */
export const importTotalRequestSchema = z.object({
  items: z.array(importItemSchema).min(1).max(MAX_IMPORT_LINES),
  /** The shopper's countries, in order; the default picklist when absent. */
  countries: z.array(countryCode).min(1).max(MAX_PODIUM_COUNTRIES).optional(),
  home: countryCode.optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "a three-letter currency code")
    .transform((code) => code.toUpperCase())
    .optional(),
});

export type ImportTotalRequest = z.input<typeof importTotalRequestSchema>;

export const importTotalEntrySchema = podiumEntrySchema
  .pick({ country: true, rank: true, local: true, converted: true, vsHome: true, isHome: true })
  .extend({
    /** Codes of the list with no price in this country: its total leaves them out. */
    missing: z.array(z.string()),
  });

export const importTotalResponseSchema = z.object({
  home: z.string(),
  currency: z.string(),
  rates: z.object({ date: z.string(), source: z.string() }),
  /** Countries that price every comparable line, ranked; then the others with their gaps. */
  entries: z.array(importTotalEntrySchema),
  /** Codes priced in none of the countries: left out of every total. */
  unpriced: z.array(z.string()),
});

export type ImportTotalResponse = z.infer<typeof importTotalResponseSchema>;
export type ImportTotalEntry = z.infer<typeof importTotalEntrySchema>;

export const listPdfModels = defineEndpoint({
  method: "GET",
  path: "/api/get-pdf-models-list",
  response: pdfModelsResponseSchema,
  access: "anyone",
});

/**
 * The file itself as the body: a PDF, or a photo (JPEG, PNG) sent as its own type. Admitted
 * before its bytes are read (429 per address, 503 when too many are being read); each refusal of
 * the file says what was wrong with it.
 */
export const importPdf = defineEndpoint({
  method: "POST",
  path: "/api/pdf-import",
  body: { kind: "bytes", contentType: "application/pdf", accepts: IMPORT_IMAGE_TYPES },
  response: pdfImportResponseSchema,
  access: "anyone",
});

export const totalImportedList = defineEndpoint({
  method: "POST",
  path: "/api/pdf-import/total",
  body: importTotalRequestSchema,
  response: importTotalResponseSchema,
  access: "anyone",
});
