/**
 * The product JSON has no measure field, but its image alt text ends with one
 * (`KOMPLEMENT Boden, weiß, 50x35 cm`, `KALLAX … серый/под дерево, 77x147 см`).
 */
export function measureFromAlt(alt: string | null | undefined): string | null {
  if (!alt) return null;
  const parts = alt.split(", ");
  if (parts.length < 2) return null;
  const last = parts[parts.length - 1]!.trim();
  return /^\d[\d.,/ ]*(?:[x×]\s*\d[\d.,/ ]*)*\s*\p{L}{1,3}\.?$|^\d[\d.,/ x×]*\s*"$/u.test(last)
    ? last
    : null;
}
