import type { Locale } from "./locales.ts";

const provided = new Map<Locale, Readonly<Record<string, unknown>>>();

/**
 * The country names a language's texts carry (`common.countryNames`, written from CLDR by
 * scripts/country-names.ts), used by `countryName` before the runtime's: the web loads them with
 * its texts, since building an `Intl.DisplayNames` costs a phone about 250 ms of main thread the
 * first time (issue 19). A module of its own, so that the app's entry, which loads the texts, does
 * not carry the country list.
 */
export function provideCountryNames(
  locale: Locale,
  names: Readonly<Record<string, unknown>>,
): void {
  provided.set(locale, names);
}

export function providedCountryName(locale: Locale, code: string): string | undefined {
  const name = provided.get(locale)?.[code];
  return typeof name === "string" ? name : undefined;
}
