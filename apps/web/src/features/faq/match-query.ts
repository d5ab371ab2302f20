import type { FaqEntry } from "@frontalier/shared/contracts/support";

/** Lower case without accents, so that "economie" finds "économie". */
export const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Whether every word of the query is in the question or its answer. */
export function matchesQuery(entry: FaqEntry, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(`${entry.question} ${entry.answer}`);
  return words.every((word) => text.includes(word));
}
