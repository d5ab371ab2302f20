import type { CountryInfoResponse } from "@frontalier/shared/contracts/country-info";
import { countryName, findCountry, retailerSiteUrl } from "@frontalier/shared/countries";
import type { Locale } from "@frontalier/shared/locales";
import { inArray, sql } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { stores } from "../../db/schema.ts";
import { loadRates } from "../rates/load-rates.ts";
import { flagImage } from "./present-flag.ts";

/** What the app shows about one country; null when the retailer is not known to sell there. */
export async function loadCountryInfo(
  db: AppDb,
  code: string,
  locale: Locale,
): Promise<CountryInfoResponse | null> {
  const country = findCountry(code);
  if (!country) return null;
  const [rates, [counted]] = await Promise.all([
    loadRates(db),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(stores)
      // Store lists write the country in either case (the retailer's own data uses `de`).
      .where(inArray(stores.country, [country.code, country.code.toLowerCase()])),
  ]);
  const perEuro = country.currency === "EUR" ? 1 : rates.perEuro[country.currency];
  return {
    country: {
      code: country.code,
      name: countryName(country.code, locale) ?? country.code,
      flag: flagImage(country.code),
    },
    currency: country.currency,
    rate: perEuro ? { perEuro, date: rates.date, source: rates.source } : null,
    storeCount: Number(counted?.n ?? 0),
    retailerSite: retailerSiteUrl(country),
  };
}
