import type { Flag } from "@frontalier/shared/contracts/flags";
import { countryName, findCountry, normaliseCountryCode } from "@frontalier/shared/countries";
import type { Locale } from "@frontalier/shared/locales";
import { unknownCountryName } from "./country-messages.ts";

/** Served by the flags plugin, from this origin (never a CDN). */
export const UNKNOWN_FLAG_IMAGE = "/flags/unknown.svg";

export const flagImage = (code: string): string =>
  findCountry(code) ? `/flags/${normaliseCountryCode(code).toLowerCase()}.svg` : UNKNOWN_FLAG_IMAGE;

/**
 * Spec §3 "Flag / country: id, name, code, image". The id is the country code itself: the spec's
 * iPays and iPaysSelected carry codes (`FR/FR` is split into iPays `FR` and sLangue `FR`).
 * A code we do not know keeps its code, with the fallback flag and 'Pays inconnu'.
 */
export function presentFlag(code: string, locale: Locale): Flag {
  const normalised = normaliseCountryCode(code);
  return {
    id: normalised,
    code: normalised,
    name: countryName(normalised, locale) ?? unknownCountryName(locale),
    image: flagImage(normalised),
  };
}
