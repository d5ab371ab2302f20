import type { CountryLows, PriceLowsResponse } from "@frontalier/shared/contracts/price-lows";
import {
  LONG_LOW_DAYS,
  type ObservedPrice,
  priceLows,
} from "@frontalier/shared/price-lows/price-lows";
import type { Database } from "../../db/open-database.ts";
import { isoTimestamp } from "../../lib/iso-timestamp.ts";

const DAY_MS = 86_400_000;

/**
 * Lows asked per IP: a shopper's page asks once per podium (again when a look-up brings a new
 * price). Anyone may ask, and with 33 countries and four observations a day one answer reads
 * about 24,000 rows (p50 47 ms on 2 shared cores), so a client looping on it is stopped.
 */
export const LOWS_PER_IP = { name: "price-lows-ip", limit: 120, windowMs: 60_000 } as const;
/**
 * How far back the lows read: a 90-day period before a price first seen up to 90 days ago (the
 * 30-day reference before one first seen up to 150 days ago). An older current price gets its
 * badges only if the observation carried in from before this reaches back far enough.
 */
export const LOWS_READ_DAYS = 2 * LONG_LOW_DAYS;

interface LowsRow {
  country: string;
  observed_at_ms: string | number;
  price_minor: number | null;
  currency: string;
  regular_price_minor: number | null;
}

/**
 * Per country, the last observation before the read window (the price in effect when it opens)
 * and every one inside it. Each branch is a range of the observations' unique index
 * (article_code, country, observed_at, source): one descent per country reads that article's rows
 * in that country only, never the table (the PostgreSQL plan is checked in load-lows.test.ts).
 */
export const LOWS_SQL = `select c.country, o.observed_at_ms, o.price_minor, o.currency,
    o.regular_price_minor
  from unnest($2::text[]) as c(country)
  cross join lateral (
    (select (extract(epoch from p.observed_at) * 1000)::bigint as observed_at_ms, p.price_minor,
        p.currency, p.regular_price_minor
      from price_observations p
      where p.article_code = $1::bpchar and p.country = c.country::bpchar
        and p.observed_at < $3::timestamptz
      order by p.observed_at desc
      limit 1)
    union all
    (select (extract(epoch from p.observed_at) * 1000)::bigint, p.price_minor, p.currency,
        p.regular_price_minor
      from price_observations p
      where p.article_code = $1::bpchar and p.country = c.country::bpchar
        and p.observed_at >= $3::timestamptz)
  ) as o
  order by c.country, o.observed_at_ms`;

/** Validated codes and countries (digits, two letters): array literals need no quoting. */
const arrayLiteral = (values: readonly string[]) => `{${values.join(",")}}`;

/** The lows before the current price of an article in each of `countries` that has one. */
export async function loadLows(
  database: Database,
  code: string,
  countries: readonly string[],
  now: Date = new Date(),
): Promise<PriceLowsResponse> {
  const since = new Date(now.getTime() - LOWS_READ_DAYS * DAY_MS);
  const rows = await database.prepared<LowsRow>("price_lows", LOWS_SQL, [
    code,
    arrayLiteral(countries),
    since.toISOString(),
  ]);
  const byCountry = new Map<string, ObservedPrice[]>();
  for (const row of rows) {
    let list = byCountry.get(row.country);
    if (!list) {
      list = [];
      byCountry.set(row.country, list);
    }
    list.push({
      observedAtMs: Number(row.observed_at_ms),
      priceMinor: row.price_minor,
      currency: row.currency,
      regularPriceMinor: row.regular_price_minor,
    });
  }
  const result: CountryLows[] = [];
  for (const country of countries) {
    const lows = priceLows(byCountry.get(country) ?? [], country);
    if (!lows) continue;
    const { sinceMs, ...rest } = lows;
    result.push({ country, ...rest, since: isoTimestamp(sinceMs) });
  }
  return { countries: result };
}
