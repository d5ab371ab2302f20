import { europeanCountries } from "./countries.ts";
import { defaultPicklistFor } from "./default-picklist.ts";
import { isLocale, type Locale } from "./locales.ts";

/** Passwords: at least this long (NIST SP 800-63B), at most this long (argon2 cost is bounded). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** How many countries a picklist may hold: every European country of the comparison. */
export const PICKLIST_MAX = europeanCountries.length;

const europeanCodes = new Set(europeanCountries.map((country) => country.code));

export const isEuropeanCountry = (code: string): boolean => europeanCodes.has(code);

/** A country and a language, upper case: spec §3's `sPaysLangue` (`FR/FR`) split in two. */
export interface CountryLanguage {
  country: string;
  language: string;
}

export function splitCountryLanguage(value: string | null | undefined): CountryLanguage | null {
  const match = /^([A-Z]{2})\/([A-Z]{2})$/.exec(value?.trim().toUpperCase() ?? "");
  return match ? { country: match[1]!, language: match[2]! } : null;
}

export const joinCountryLanguage = (country: string, language: string): string =>
  `${country.toUpperCase()}/${language.toUpperCase()}`;

/** The app's language from a `CC/LL` choice (`BE/NL` → `nl`), or null when it names none we offer. */
export function languageOf(value: string | null | undefined): Locale | null {
  const language = splitCountryLanguage(value)?.language.toLowerCase();
  return isLocale(language) ? language : null;
}

/** A profile's two choices: the home country, and the country and language (`CC/LL`). */
export interface ProfileChoices {
  homeCountry?: string | null;
  countryLanguage?: string | null;
}

/**
 * The country a shopper compares from: the chosen home country when set, else the country of the
 * country-and-language choice when it is one we compare (after a language change it reads `EN/EN`,
 * which is none), else France.
 */
export function homeCountryOf(profile: ProfileChoices): string {
  const favourite = profile.homeCountry?.toUpperCase();
  if (favourite && isEuropeanCountry(favourite)) return favourite;
  const country = splitCountryLanguage(profile.countryLanguage)?.country;
  if (country && isEuropeanCountry(country)) return country;
  return "FR";
}

/** Spec §4: a guest who has chosen neither a country nor a language is asked to. */
export const needsCountryChoice = (profile: ProfileChoices): boolean =>
  !profile.homeCountry && !profile.countryLanguage;

/** `"FR, be;DE"`, `["FR","be"]` → `["FR","BE","DE"]` (upper case, as written). */
export function toCountryCodes(value: string | readonly string[]): string[] {
  const parts = typeof value === "string" ? value.split(/[\s,;]+/) : value;
  return parts.map((part) => part.trim().toUpperCase()).filter((part) => part.length > 0);
}

/**
 * A picklist as stored: known European countries, each once, the home country first (it is what
 * every saving is measured against). Unknown codes are the caller's to reject before this.
 */
export function normalisePicklist(countries: readonly string[], home: string): string[] {
  const seen = new Set<string>([home]);
  const rest = countries.filter((code) => {
    if (seen.has(code) || !isEuropeanCountry(code)) return false;
    seen.add(code);
    return true;
  });
  return [home, ...rest].slice(0, PICKLIST_MAX);
}

/** The picklist a new basket starts with: the favourites, else home and the markets nearest it. */
export const initialPicklist = (home: string, favourites?: readonly string[] | null): string[] =>
  normalisePicklist(favourites?.length ? favourites : defaultPicklistFor(home), home);
