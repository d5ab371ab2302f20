import { countryLabel } from "@frontalier/shared/countries";
import type { TFunction } from "../../../i18n/i18n-instance";

/**
 * "en Allemagne", "in der Schweiz", "aux Pays-Bas": the country as a place in a sentence, from the
 * `where` table of each language (prepositions and articles differ by country); the bare name for
 * a code the table does not have.
 */
export const whereIn = (t: TFunction, code: string, language: string): string =>
  t(`where.${code}`, { defaultValue: countryLabel(code, language) });

/** "en Allemagne et en Espagne": several places as one phrase of the language. */
export const whereAll = (t: TFunction, codes: readonly string[], language: string): string =>
  new Intl.ListFormat(language, { type: "conjunction" }).format(
    codes.map((code) => whereIn(t, code, language)),
  );
