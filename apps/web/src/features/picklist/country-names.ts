import {
  countryFromLanguageTags,
  countryLabel,
  europeanCountries,
} from "@frontalier/shared/countries";

const collators = new Map<string, Intl.Collator>();
/** The country's name in `locale` (CLDR names of the browser). */
export const nameOf = countryLabel;

/** Lower case, accents off: "Österreich" matches "oster", "España" matches "espa". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The European countries we compare, by name in `locale`, filtered by `query` (name or code). */
export function europeanCountriesByName(
  locale: string,
  query = "",
): { code: string; name: string }[] {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  const wanted = fold(query.trim());
  return europeanCountries
    .map((country) => ({ code: country.code, name: nameOf(country.code, locale) }))
    .filter(
      ({ code, name }) => !wanted || fold(name).includes(wanted) || code.toLowerCase() === wanted,
    )
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The country the browser's languages suggest (`fr-BE` → BE), when it is one we compare. */
export const guessCountry = (languages: readonly string[]): string | null =>
  countryFromLanguageTags(languages);
