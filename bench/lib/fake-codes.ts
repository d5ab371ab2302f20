import { offlineArticles } from "../../apps/server/src/catalogue/offline/offline-catalogue.ts";

/**
 * Codes the fake retailer sells: the offline catalogue's real articles, spread evenly over it,
 * skipping `excluded`. At most the catalogue's 2,781.
 */
export function existingFakeCodes(count: number, excluded: ReadonlySet<string> = new Set()) {
  const codes = offlineArticles()
    .map((article) => article.code)
    .filter((code) => !excluded.has(code));
  const wanted = Math.min(count, codes.length);
  return Array.from({ length: wanted }, (_, i) => codes[Math.floor((i * codes.length) / wanted)]!);
}
