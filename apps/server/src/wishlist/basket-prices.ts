import type { BasketLine } from "@frontalier/shared/basket-plan";
import { distanceKm } from "@frontalier/shared/distance";
import {
  convert,
  minorUnits,
  type RateTable,
  toMajorUnits,
  toMinorUnits,
} from "@frontalier/shared/money";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { basketItems, offers, stores } from "../db/schema.ts";

/** A basket line with, beside its converted prices, each country's price as the shop shows it. */
export interface PricedLine extends BasketLine {
  local: Partial<Record<string, { amountMinor: number; currency: string }>>;
}

/**
 * The basket's articles with their unit price in each compared country, converted to `currency`
 * through the euro with one day's ECB rates. A price with no rate is left out (not compared).
 */
export async function loadBasketLines(
  db: AppDb,
  options: { basketId: number; countries: readonly string[]; currency: string; rates: RateTable },
): Promise<PricedLine[]> {
  // One row per article with its prices as arrays: 500 rows rather than 15,000 to decode.
  const result = await db.execute(sql`
    select i.article_code as code, i.quantity,
      coalesce(array_agg(o.country::text) filter (where o.price_minor is not null), '{}') as countries,
      coalesce(array_agg(o.price_minor) filter (where o.price_minor is not null), '{}') as prices,
      coalesce(array_agg(o.currency::text) filter (where o.price_minor is not null), '{}') as currencies
    from basket_items i
    left join offers o on o.article_code = i.article_code
      and o.country = any(${`{${options.countries.join(",")}}`}::text[])
    where i.basket_id = ${options.basketId}
    group by i.article_code, i.quantity, i.added_at
    order by i.added_at, i.article_code`);
  const rows = (result as unknown as { rows: LineRow[] }).rows;
  // One rate per currency, not one conversion per price.
  const factors = new Map<string, number | null>();
  const factor = (currency: string) => {
    let value = factors.get(currency);
    if (value === undefined) {
      const unit = 10 ** minorUnits(currency);
      value =
        convert({ amountMinor: unit, currency }, options.currency, options.rates)?.rate ?? null;
      factors.set(currency, value);
    }
    return value;
  };
  return rows.map((row) => {
    const prices: Partial<Record<string, number>> = {};
    const local: PricedLine["local"] = {};
    row.countries.forEach((country, i) => {
      const currency = row.currencies[i]!.trim();
      const rate = factor(currency);
      if (rate === null) return;
      // As `convert` does: through major units, rounded half away from zero.
      prices[country.trim()] = toMinorUnits(
        toMajorUnits(row.prices[i]!, currency) * rate,
        options.currency,
      );
      local[country.trim()] = { amountMinor: row.prices[i]!, currency };
    });
    return { code: row.code, quantity: row.quantity, prices, local };
  });
}

interface LineRow {
  code: string;
  quantity: number;
  countries: string[];
  prices: number[];
  currencies: string[];
}

export interface NearestStore {
  name: string;
  city: string | null;
  /** One way, rounded to the km. */
  km: number;
}

/** The nearest known store of each country to `from` (absent: no store known there). */
export async function nearestStores(
  db: AppDb,
  from: { lat: number; lon: number },
  countries: readonly string[],
): Promise<Record<string, NearestStore>> {
  const rows = await db
    .select({
      country: stores.country,
      name: stores.name,
      city: stores.city,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(stores)
    .where(inArray(stores.country, [...countries]));
  const nearest: Record<string, NearestStore> = {};
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) continue;
    const km = Math.round(distanceKm(from, { lat: row.latitude, lon: row.longitude }));
    const country = row.country.trim();
    const known = nearest[country];
    if (known === undefined || km < known.km)
      nearest[country] = { name: row.name, city: row.city, km };
  }
  return nearest;
}

/** Local unit prices as text (`129.00 EUR`), keyed `code:country`, for the CSV export. */
export async function basketUnitPrices(
  db: AppDb,
  basketId: number,
  countries: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({
      code: offers.articleCode,
      country: offers.country,
      priceMinor: offers.priceMinor,
      currency: offers.currency,
    })
    .from(offers)
    .innerJoin(basketItems, eq(basketItems.articleCode, offers.articleCode))
    .where(and(eq(basketItems.basketId, basketId), inArray(offers.country, [...countries])));
  const prices = new Map<string, string>();
  for (const row of rows) {
    if (row.priceMinor === null) continue;
    const currency = row.currency.trim();
    const amount = toMajorUnits(row.priceMinor, currency).toFixed(minorUnits(currency));
    prices.set(`${row.code}:${row.country.trim()}`, `${amount} ${currency}`);
  }
  return prices;
}
