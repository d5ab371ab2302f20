import { HISTORY_DAYS, type PriceHistoryResponse } from "@frontalier/shared/contracts/podium";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { priceObservations } from "../../db/schema.ts";
import { isoTimestamp } from "../../lib/iso-timestamp.ts";

const DAY_MS = 86_400_000;

/**
 * Every observed price of an article in the given countries over the last `days` (a year for
 * premium, FREE_HISTORY_DAYS otherwise), oldest first.
 */
export async function loadHistory(
  db: AppDb,
  code: string,
  countries: readonly string[],
  now: Date = new Date(),
  days: number = HISTORY_DAYS,
): Promise<PriceHistoryResponse> {
  const rows = await db
    .select({
      country: priceObservations.country,
      observedAt: priceObservations.observedAt,
      priceMinor: priceObservations.priceMinor,
      currency: priceObservations.currency,
    })
    .from(priceObservations)
    .where(
      and(
        eq(priceObservations.articleCode, code),
        inArray(priceObservations.country, [...countries]),
        gte(priceObservations.observedAt, new Date(now.getTime() - days * DAY_MS)),
      ),
    )
    .orderBy(asc(priceObservations.observedAt));
  const byCountry = new Map<string, PriceHistoryResponse["series"][number]>();
  for (const country of countries) byCountry.set(country, { country, points: [] });
  for (const row of rows) {
    byCountry.get(row.country)?.points.push({
      observedAt: isoTimestamp(row.observedAt.getTime()),
      priceMinor: row.priceMinor,
      currency: row.currency,
    });
  }
  return { days, series: [...byCountry.values()].filter((series) => series.points.length > 0) };
}
