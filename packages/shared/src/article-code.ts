/** Spec §9: an article code has 8 digits. */
export const ARTICLE_CODE_LENGTH = 8;

const firstRunOfEight = /\d{8}/;

/**
 * Spec §5: the code is the first run of 8 consecutive digits; failing that, the digits of the
 * whole text count when there are at least 8 of them, and only the first 8 are used. This accepts
 * `80275887`, `802.758.87`, `802 758 87`, `802,758,87` and retailer URLs such as `…-s69305697/`.
 */
export function extractArticleCode(text: string): string | null {
  const run = firstRunOfEight.exec(text);
  if (run) return run[0];
  const digits = text.replace(/\D/g, "");
  return digits.length >= ARTICLE_CODE_LENGTH ? digits.slice(0, ARTICLE_CODE_LENGTH) : null;
}

/** `80275887` → `802.758.87` (spec §2: three digits, a dot, three digits, a dot, two digits). */
export function formatArticleCode(code: string): string {
  return `${code.slice(0, 3)}.${code.slice(3, 6)}.${code.slice(6, 8)}`;
}
