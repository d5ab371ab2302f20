import { providedCountryName } from "./country-names.ts";
import { defaultLocale, isLocale, type Locale } from "./locales.ts";

/** A market of the retailer: its currency and the locale of its site (`fr/fr` in `/fr/fr/`). */
export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** ISO 4217. */
  currency: string;
  retailerLocale: string;
  sellsOnline: boolean;
  /** The comparison is European; other markets are known as price feeds were recorded there. */
  inEurope: boolean;
}

const market = (code: string, currency: string, retailerLocale: string, inEurope = true) =>
  Object.freeze({ code, currency, retailerLocale, sellsOnline: true, inEurope });

/**
 * Brief §2: the 30 European countries where the retailer sells online. Bulgaria has paid in euro
 * since 2026-01-01 and Croatia since 2023-01-01.
 */
export const europeanCountries: readonly Country[] = Object.freeze([
  market("AT", "EUR", "at/de"),
  market("BE", "EUR", "be/fr"),
  market("BG", "EUR", "bg/bg"),
  market("CH", "CHF", "ch/de"),
  market("CY", "EUR", "cy/en"),
  market("CZ", "CZK", "cz/cs"),
  market("DE", "EUR", "de/de"),
  market("DK", "DKK", "dk/da"),
  market("EE", "EUR", "ee/et"),
  market("ES", "EUR", "es/es"),
  market("FI", "EUR", "fi/fi"),
  market("FR", "EUR", "fr/fr"),
  market("GB", "GBP", "gb/en"),
  market("GR", "EUR", "gr/el"),
  market("HR", "EUR", "hr/hr"),
  market("HU", "HUF", "hu/hu"),
  market("IE", "EUR", "ie/en"),
  market("IS", "ISK", "is/is"),
  market("IT", "EUR", "it/it"),
  market("LT", "EUR", "lt/lt"),
  market("LU", "EUR", "lu/fr"),
  market("LV", "EUR", "lv/lv"),
  market("NL", "EUR", "nl/nl"),
  market("NO", "NOK", "no/no"),
  market("PL", "PLN", "pl/pl"),
  market("PT", "EUR", "pt/pt"),
  market("RO", "RON", "ro/ro"),
  market("SE", "SEK", "se/sv"),
  market("SI", "EUR", "si/sl"),
  market("SK", "EUR", "sk/sk"),
]);

/** Markets outside Europe that appear in the recorded price feeds (shared/data SOURCES.md §1). */
export const otherMarkets: readonly Country[] = Object.freeze([
  market("SA", "SAR", "sa/en", false),
  market("AE", "AED", "ae/en", false),
  market("US", "USD", "us/en", false),
]);

export const allCountries: readonly Country[] = Object.freeze([
  ...europeanCountries,
  ...otherMarkets,
]);

/** How many countries a new picklist compares, home included. */
export const DEFAULT_PICKLIST_SIZE = 8;

/** The home a shopper is given before anything says where they live (spec §1: French first). */
export const DEFAULT_HOME = "FR";

const europeanCodes = new Set(europeanCountries.map((country) => country.code));

/** `sv-SE`, `fr-BE`… → the first region of the browser's languages that is one we compare. */
export function countryFromLanguageTags(tags: readonly string[]): string | null {
  for (const tag of tags) {
    const region = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(tag.trim())?.[1]?.toUpperCase();
    if (region && europeanCodes.has(region)) return region;
  }
  return null;
}

const byCode = new Map(allCountries.map((country) => [country.code, country]));

/** `fr`, ` FR ` → `FR`; no other check. */
export const normaliseCountryCode = (code: string): string => code.trim().toUpperCase();

/** The market of a code (any case); undefined when the retailer is not known to sell there. */
export const findCountry = (code: string): Country | undefined =>
  byCode.get(normaliseCountryCode(code));

export const isKnownCountry = (code: string): boolean => findCountry(code) !== undefined;

/** Every currency a known market prices in, each once. */
export const countryCurrencies: readonly string[] = Object.freeze([
  ...new Set(allCountries.map((country) => country.currency)),
]);

const displayNames = new Map<Locale, Intl.DisplayNames>();

function regionNames(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * The country's name in one of the app's languages, from the runtime's CLDR data (full ICU in
 * Node 20 and in browsers); null for a code that is not a known market.
 */
export function countryName(code: string, locale: Locale): string | null {
  const country = findCountry(code);
  if (!country) return null;
  return (
    providedCountryName(locale, country.code) ??
    regionNames(locale).of(country.code) ??
    country.code
  );
}

/**
 * The name to show for a code in the page's language (French when the app does not speak it), or
 * the code itself when it is not a known market: the one source of country names on screen.
 */
export const countryLabel = (code: string, language: string): string =>
  countryName(code, isLocale(language) ? language : defaultLocale) ?? normaliseCountryCode(code);

/** The retailer's home page for the country, e.g. `https://www.ikea.com/fr/fr/`. */
export const retailerSiteUrl = (country: Country): string =>
  `https://www.ikea.com/${country.retailerLocale}/`;
