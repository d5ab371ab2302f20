export interface ArticleCodeInFeed {
  code: string;
  /** Combination (SPR) articles carry an `s` before their 8 digits (SOURCES.md, introduction). */
  isCombination: boolean;
}

const codeCell = /^([sS])?(\d{3})\.?(\d{3})\.?(\d{2})$/;

/**
 * A code column: `00102065`, `S49130806`, `001.020.65`. Stricter than `extractArticleCode` (which
 * takes the first 8 digits of any text) because a 9-digit or 7-digit cell is a broken feed row,
 * not a code to guess.
 */
export function codeFromCell(text: string): ArticleCodeInFeed | null {
  const match = codeCell.exec(text.trim());
  if (!match) return null;
  return { code: `${match[2]}${match[3]}${match[4]}`, isCombination: match[1] !== undefined };
}

const codeInUrl = /-([sS])?(\d{8})\/?(?:[?#]|$)/;

/** A product page URL ends in `-{8 digits}/` or `-s{8 digits}/`. */
export function codeFromUrl(url: string): ArticleCodeInFeed | null {
  const match = codeInUrl.exec(url.trim());
  if (!match?.[2]) return null;
  return { code: match[2], isCombination: match[1] !== undefined };
}
