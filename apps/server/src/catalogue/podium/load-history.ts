import { HISTORY_DAYS, type PriceHistoryResponse } from "@frontalier/shared/contracts/podium";
import { and, asc, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { priceObservations } from "../../db/schema.ts";
import { isoTimestamp } from "../../lib/iso-timestamp.ts";

const DAY_MS = 86_400_000;

/**
 * Every observed price of an article in the given countries over the last `days` (a year for
 * premium, FREE_HISTORY_DAYS otherwise), oldest first. A price holds until the next observation,
 * so the last one before the window is given too, dated at the window's start: the chart then
 * says what the price was over the whole period, not only since it last changed.
 */
export async function loadHistory(
  db: AppDb,
  code: string,
  countries: readonly string[],
  now: Date = new Date(),
  days: number = HISTORY_DAYS,
): Promise<PriceHistoryResponse> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const fields = {
    country: priceObservations.country,
    observedAt: priceObservations.observedAt,
    priceMinor: priceObservations.priceMinor,
    currency: priceObservations.currency,
    regularPriceMinor: priceObservations.regularPriceMinor,
  };
  const before = await db
    .selectDistinctOn([priceObservations.country], fields)
    .from(priceObservations)
    .where(
      and(
        eq(priceObservations.articleCode, code),
        inArray(priceObservations.country, [...countries]),
        lt(priceObservations.observedAt, since),
      ),
    )
    .orderBy(priceObservations.country, desc(priceObservations.observedAt));
  const rows = await db
    .select(fields)
    .from(priceObservations)
    .where(
      and(
        eq(priceObservations.articleCode, code),
        inArray(priceObservations.country, [...countries]),
        gte(priceObservations.observedAt, since),
      ),
    )
    .orderBy(asc(priceObservations.observedAt));
  const byCountry = new Map<string, PriceHistoryResponse["series"][number]>();
  for (const country of countries) byCountry.set(country, { country, points: [] });
  for (const row of [...before.map((row) => ({ ...row, observedAt: since })), ...rows]) {
    byCountry.get(row.country)?.points.push({
      observedAt: isoTimestamp(row.observedAt.getTime()),
      priceMinor: row.priceMinor,
      currency: row.currency,
      // Only a regular price above the one paid is a reduction worth striking through.
      ...(row.regularPriceMinor !== null &&
      row.priceMinor !== null &&
      row.regularPriceMinor > row.priceMinor
        ? { regularMinor: row.regularPriceMinor }
        : {}),
    });
  }
  return { days, series: [...byCountry.values()].filter((series) => series.points.length > 0) };
}
