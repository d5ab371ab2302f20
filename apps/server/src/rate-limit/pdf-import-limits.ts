import type { RateRule } from "./rate-limiter.ts";

const PDF_IMPORT_WINDOW_MS = 10 * 60_000;

/**
 * Default of PDF_IMPORTS_PER_10_MINUTES: uploads one address may send in ten minutes. A shopper
 * imports a few lists and retries a wrong file; each upload may cost the server 10 MB while it
 * arrives and a parser child for up to 10 s, so a client sending more is held back (429).
 */
export const PDF_IMPORTS_PER_WINDOW = 20;

/** Counted per address, across instances when Redis is configured. */
export const pdfImportRule = (limit = PDF_IMPORTS_PER_WINDOW): RateRule => ({
  name: "pdf-import-ip",
  limit,
  windowMs: PDF_IMPORT_WINDOW_MS,
});
