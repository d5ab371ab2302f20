import { MAX_PDF_BYTES, MAX_PDF_PAGES } from "./pdf-import/limits";
import { BASKET_MAX_ITEMS } from "./premium-limits";

/**
 * The limits error texts name (`errors.pdf_too_large`: `{{maxMb, number}} Mo`), from the constants
 * that enforce them; the server's messages and the page's own checks fill them the same way.
 */
export const errorTextValues = {
  maxMb: MAX_PDF_BYTES / 1024 / 1024,
  maxPages: MAX_PDF_PAGES,
  maxItems: BASKET_MAX_ITEMS,
} as const;
