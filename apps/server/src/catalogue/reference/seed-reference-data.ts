import { allCountries, countryCurrencies } from "@frontalier/shared/countries";
import { ecbSnapshot } from "@frontalier/shared/ecb-rates";
import { minorUnits, type RateTable } from "@frontalier/shared/money";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { countries, currencies, exchangeRates } from "../../db/schema.ts";
import { saveRates } from "../rates/save-rates.ts";

export interface SeedReferenceDataResult {
  countries: number;
  currencies: number;
  /** Whether the bundled rates went in (only into an empty table). */
  ratesSeeded: boolean;
}

/**
 * Makes the database agree with the reference list of packages/shared (currencies, countries)
 * and, on a fresh install, gives it the bundled ECB rates. Idempotent; safe for several
 * instances starting at once. Run at every start, after the migrations.
 */
export async function seedReferenceData(
  db: AppDb,
  options: { rates?: RateTable } = {},
): Promise<SeedReferenceDataResult> {
  const rates = options.rates ?? ecbSnapshot;
  const codes = [...new Set([...countryCurrencies, ...Object.keys(rates.perEuro)])].sort();
  await db
    .insert(currencies)
    .values(codes.map((code) => ({ code, minorUnits: minorUnits(code) })))
    .onConflictDoUpdate({
      target: currencies.code,
      set: { minorUnits: sql`excluded.minor_units` },
    });
  await db
    .insert(countries)
    .values(
      allCountries.map((country) => ({
        code: country.code,
        currency: country.currency,
        retailerLocale: country.retailerLocale,
        sellsOnline: country.sellsOnline,
        inEurope: country.inEurope,
      })),
    )
    .onConflictDoUpdate({
      target: countries.code,
      set: {
        currency: sql`excluded.currency`,
        retailerLocale: sql`excluded.retailer_locale`,
        sellsOnline: sql`excluded.sells_online`,
        inEurope: sql`excluded.in_europe`,
      },
    });
  const [stored] = await db.select({ any: sql<number>`1` }).from(exchangeRates).limit(1);
  const ratesSeeded = !stored;
  if (ratesSeeded) await saveRates(db, [rates]);
  return { countries: allCountries.length, currencies: codes.length, ratesSeeded };
}
