import { extractArticleCode } from "../article-code.ts";
import { parseMultiArticleCode, type ScannedArticle } from "./multi-article-code.ts";

/** What a scanned text means for us. */
export type ScanPayload =
  | { kind: "article"; code: string }
  /** `label`: the text as scanned, which the server reads again when the articles are added. */
  | { kind: "articles"; items: ScannedArticle[]; label: string }
  | { kind: "unknown" };

// A retailer product page ends with the article: `/p/billy-bibliotheque-blanc-00263850/`, or
// `-s69305697/` for a combination.
const productPath = /\/p\/(?:[^/?#]*-)?s?(\d{8})\/?$/i;

function productUrlCode(text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return productPath.exec(new URL(text).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * A scanned text → an article, a list of articles, or nothing we know. Multi-article codes first
 * (their digits would otherwise read as a code), then a retailer product URL (its article, not the
 * first 8 digits of some tracking parameter), then spec §5's rule.
 */
export function parseScanPayload(text: string): ScanPayload {
  const items = parseMultiArticleCode(text);
  if (items) return { kind: "articles", items, label: text.trim() };
  const code = productUrlCode(text.trim()) ?? extractArticleCode(text);
  return code ? { kind: "article", code } : { kind: "unknown" };
}

/** The identity under which detections of a payload are counted for acceptance. */
export function payloadKey(payload: ScanPayload): string | null {
  if (payload.kind === "article") return payload.code;
  if (payload.kind === "articles") {
    return payload.items.map((item) => `${item.code}x${item.quantity}`).join(",");
  }
  return null;
}
