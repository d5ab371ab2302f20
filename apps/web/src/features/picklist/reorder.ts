/**
 * Picklist edits as pure functions. The first country is the home country: it stays first, so
 * nothing moves above it and it cannot be removed.
 */
export function moveCountry(list: readonly string[], code: string, to: number): string[] {
  const from = list.indexOf(code);
  if (from <= 0) return [...list];
  const target = Math.min(Math.max(to, 1), list.length - 1);
  const next = list.filter((c) => c !== code);
  next.splice(target, 0, code);
  return next;
}

export const removeCountry = (list: readonly string[], code: string): string[] =>
  list.indexOf(code) <= 0 ? [...list] : list.filter((c) => c !== code);

export const addCountry = (list: readonly string[], code: string): string[] =>
  list.includes(code) ? [...list] : [...list, code];
