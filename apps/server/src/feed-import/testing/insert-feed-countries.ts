import type { AppDb } from "../../db/open-database.ts";
import { countries, currencies } from "../../db/schema.ts";

/**
 * The markets the feeds come from, plus two euro ones. Stands in for the reference seed; written
 * so that both can run on the same database.
 */
export const feedCountries = [
  { code: "SA", currency: "SAR", retailerLocale: "sa/en", inEurope: false },
  { code: "AE", currency: "AED", retailerLocale: "ae/en", inEurope: false },
  { code: "US", currency: "USD", retailerLocale: "us/en", inEurope: false },
  { code: "NO", currency: "NOK", retailerLocale: "no/no", inEurope: true },
  { code: "DE", currency: "EUR", retailerLocale: "de/de", inEurope: true },
  { code: "FR", currency: "EUR", retailerLocale: "fr/fr", inEurope: true },
];

export async function insertFeedCountries(db: AppDb): Promise<void> {
  const codes = [...new Set(feedCountries.map((country) => country.currency))];
  await db
    .insert(currencies)
    .values(codes.map((code) => ({ code, minorUnits: 2 })))
    .onConflictDoNothing();
  await db.insert(countries).values(feedCountries).onConflictDoNothing();
}
