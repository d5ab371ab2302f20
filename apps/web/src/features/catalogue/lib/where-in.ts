import { countryLabel } from "@frontalier/shared/countries";
import type { TFunction } from "../../../i18n/i18n-instance";

/**
 * "en Allemagne", "in der Schweiz", "aux Pays-Bas": the country as a place in a sentence, from the
 * `where` table of each language (prepositions and articles differ by country); the bare name for
 * a code the table does not have.
 */
export const whereIn = (t: TFunction, code: string, language: string): string =>
  t(`where.${code}`, { defaultValue: countryLabel(code, language) });

const listFormats = new Map<string, Intl.ListFormat>();

/** "en Allemagne et en Espagne": several places as one phrase of the language. */
export function whereAll(t: TFunction, codes: readonly string[], language: string): string {
  // One formatter per language: building one is a long task on a slow phone (issue 19).
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { type: "conjunction" });
    listFormats.set(language, format);
  }
  return format.format(codes.map((code) => whereIn(t, code, language)));
}
