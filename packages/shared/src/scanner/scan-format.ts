import { ARTICLE_CODE_LENGTH } from "../article-code.ts";
import { parseScanPayload, type ScanPayload } from "./scan-payload.ts";

/** The symbologies the scanner reads: price tags, bundle labels and packaging. */
export const SCAN_FORMATS = ["qr", "data-matrix", "code-128", "ean-13", "itf"] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** GS1 check digit (mod 10, weights 3 and 1 from the right) of every digit but the last. */
function hasGs1CheckDigit(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/**
 * A trade item number (EAN-13, or ITF-14 whose first digit is the packaging level) names a
 * manufacturer's product, not one of the retailer's articles: its first 8 digits are a company
 * prefix. Only the restricted-circulation range (GTIN-13 starting 20–29), which a retailer numbers
 * itself, carries the article: the 8 digits after the 2-digit prefix.
 */
function tradeItemArticle(digits: string): ScanPayload {
  const gtin13 = digits.length === 14 ? digits.slice(1) : digits;
  if (!gtin13.startsWith("2")) return { kind: "unknown" };
  return { kind: "article", code: gtin13.slice(2, 2 + ARTICLE_CODE_LENGTH) };
}

/**
 * What a code means, given the symbology it was read from. EAN-13 and 14-digit ITF are trade item
 * numbers (above); everything else (QR, Data Matrix, Code 128, other ITF lengths) goes through
 * `parseScanPayload`: a multi-article element string, a product URL, or spec §5's rule.
 */
export function readScannedCode(text: string, format: ScanFormat): ScanPayload {
  const digits = text.trim();
  const tradeItem =
    (format === "ean-13" && /^\d{13}$/.test(digits)) ||
    (format === "itf" && /^\d{14}$/.test(digits));
  if (tradeItem) return hasGs1CheckDigit(digits) ? tradeItemArticle(digits) : { kind: "unknown" };
  return parseScanPayload(text);
}

/** The name of a symbology as printed on screen (the same in every language). */
export const SCAN_FORMAT_NAMES: Record<ScanFormat, string> = {
  qr: "QR code",
  "data-matrix": "Data Matrix",
  "code-128": "Code 128",
  "ean-13": "EAN-13",
  itf: "ITF",
};

/**
 * What was read, for the "not an article code" message: control characters (GS1 separators)
 * shown as spaces, at most `max` characters.
 */
export function shownScanText(text: string, max = 80): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: GS1 separators are what is replaced.
  const clean = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
