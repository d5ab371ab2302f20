import type { FaqEntry } from "@frontalier/shared/contracts/support";

/** Lower case without accents, so that "economie" finds "économie". */
export const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Groups of words that mean one thing to a searcher, folded: `[["bce", "banque centrale europeenne"]]`. */
export type Synonyms = readonly (readonly string[])[];

/**
 * The language's `faq.searchSynonyms`: groups separated by `;`, words by `,`
 * (`BCE, Banque centrale européenne; devise, monnaie, change`).
 */
export const parseSynonyms = (text: string): Synonyms =>
  text
    .split(";")
    .map((group) =>
      group
        .split(",")
        .map((word) => fold(word.trim()))
        .filter(Boolean),
    )
    .filter((group) => group.length > 1);

/**
 * Whether every word of the query is in the question or its answer, accents and case aside. A
 * word of a synonym group also finds the others (issue 19: "BCE" finds the answer that says
 * "Banque centrale européenne", "devise" the question on "ma monnaie").
 */
export function matchesQuery(entry: FaqEntry, query: string, synonyms: Synonyms = []): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(`${entry.question} ${entry.answer}`);
  return words.every((word) => {
    if (text.includes(word)) return true;
    return synonyms.some((group) => group.includes(word) && group.some((t) => text.includes(t)));
  });
}
