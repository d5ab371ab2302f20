import type { BasketLine } from "@frontalier/shared/basket-plan";
import { convert, type RateTable } from "@frontalier/shared/money";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { basketItems, offers, stores } from "../db/schema.ts";

/**
 * The basket's articles with their unit price in each compared country, converted to `currency`
 * through the euro with one day's ECB rates. A price with no rate is left out (not compared).
 */
export async function loadBasketLines(
  db: AppDb,
  options: { basketId: number; countries: readonly string[]; currency: string; rates: RateTable },
): Promise<BasketLine[]> {
  const items = await db
    .select({ code: basketItems.articleCode, quantity: basketItems.quantity })
    .from(basketItems)
    .where(eq(basketItems.basketId, options.basketId))
    .orderBy(basketItems.addedAt, basketItems.articleCode);
  if (items.length === 0) return [];
  const rows = await db
    .select({
      code: offers.articleCode,
      country: offers.country,
      priceMinor: offers.priceMinor,
      currency: offers.currency,
    })
    .from(offers)
    .where(
      and(
        inArray(
          offers.articleCode,
          items.map((item) => item.code),
        ),
        inArray(offers.country, [...options.countries]),
        isNotNull(offers.priceMinor),
      ),
    );
  const prices = new Map<string, Partial<Record<string, number>>>();
  for (const row of rows) {
    if (row.priceMinor === null) continue;
    const converted = convert(
      { amountMinor: row.priceMinor, currency: row.currency.trim() },
      options.currency,
      options.rates,
    );
    if (!converted) continue;
    const byCountry = prices.get(row.code) ?? {};
    byCountry[row.country.trim()] = converted.amountMinor;
    prices.set(row.code, byCountry);
  }
  return items.map((item) => ({ ...item, prices: prices.get(item.code) ?? {} }));
}

const EARTH_RADIUS_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** One-way km from `from` to the nearest known store of each country (absent: no store known). */
export async function nearestStoreKm(
  db: AppDb,
  from: { lat: number; lon: number },
  countries: readonly string[],
): Promise<Record<string, number>> {
  const rows = await db
    .select({ country: stores.country, latitude: stores.latitude, longitude: stores.longitude })
    .from(stores)
    .where(inArray(stores.country, [...countries]));
  const nearest: Record<string, number> = {};
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) continue;
    const km = Math.round(distanceKm(from, { lat: row.latitude, lon: row.longitude }));
    const country = row.country.trim();
    if (nearest[country] === undefined || km < nearest[country]) nearest[country] = km;
  }
  return nearest;
}
