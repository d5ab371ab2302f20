import { extractArticleCode } from "./article-code.ts";

/** What a shopper typed in the search box: an article (by any of its written forms) or a name. */
export type ArticleInput =
  | { kind: "code"; code: string; isCombination: boolean }
  | { kind: "name"; query: string }
  | { kind: "empty" };

// Combination (SPR) articles carry an `s` before their number in retailer URLs (`-s69305697/`)
// and on price tags (`S491.308.06`).
const combination = /(?:^|[-/\s])s\s*\d{3}[\s.,]?\d{3}[\s.,]?\d{2}(?!\d)/i;

// A query "is" a code when, digits aside, it holds only separators, an `s` prefix, or a URL.
const codeLike = /^\s*s?[\d\s.,-]+\s*$/i;
const url = /^(https?:\/\/|www\.)/i;

export const MAX_QUERY_LENGTH = 200;

/**
 * Spec §5 and the product-code box: `80275887`, `802.758.87`, `802 758 87`, `802,758,87`,
 * `s69305697`, a retailer URL → the article; anything else with letters → a name search.
 */
export function parseArticleInput(text: string): ArticleInput {
  const trimmed = text.trim().slice(0, MAX_QUERY_LENGTH);
  if (!trimmed) return { kind: "empty" };
  if (codeLike.test(trimmed) || url.test(trimmed)) {
    const code = extractArticleCode(trimmed);
    if (code) return { kind: "code", code, isCombination: combination.test(trimmed) };
  }
  return { kind: "name", query: trimmed };
}

/** Lower case without accents: how names are stored for search and how queries are matched. */
export const searchName = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
