import { extractArticleCode, formatArticleCode } from "@frontalier/shared/article-code";
import { podiumPath } from "@frontalier/shared/route-links";
import type { RouteId } from "@frontalier/shared/routes";

/** The pages a visitor can land on from the content search, with their address. */
export const searchablePages: ReadonlyArray<{ id: RouteId; path: string }> = [
  { id: "home", path: "/" },
  { id: "productCode", path: "/product-code" },
  { id: "scanner", path: "/scanner" },
  { id: "filePdf", path: "/file-pdf" },
  { id: "wishlist", path: "/wishlist" },
  { id: "picklist", path: "/picklist" },
  { id: "map", path: "/map" },
  { id: "subscription", path: "/subscription" },
  { id: "faq", path: "/faq" },
  { id: "help", path: "/help" },
  { id: "terms", path: "/terms" },
  { id: "useConditions", path: "/use-conditions" },
  { id: "connexion", path: "/connexion" },
];

export const normalize = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

export interface SearchResult {
  kind: "article" | "page";
  path: string;
  id?: RouteId;
  code?: string;
}

/**
 * Pages whose title or description contains every word of the query (accents ignored), and,
 * when the query holds an article code, its podium first.
 */
export function searchContent(query: string, describe: (id: RouteId) => string): SearchResult[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const results: SearchResult[] = [];
  const code = extractArticleCode(query);
  if (code) {
    const formatted = formatArticleCode(code);
    results.push({ kind: "article", path: podiumPath(formatted), code: formatted });
  }
  for (const page of searchablePages) {
    const haystack = normalize(describe(page.id));
    if (words.every((word) => haystack.includes(word))) {
      results.push({ kind: "page", path: page.path, id: page.id });
    }
  }
  return results;
}
