import { findCountry } from "@frontalier/shared/countries";
import { convert, type RateTable } from "@frontalier/shared/money";
import {
  type Spread,
  type SpreadLine,
  type SpreadThreshold,
  spreadOf,
  totalsByCountry,
} from "@frontalier/shared/spread";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { basketItems, baskets, priceObservations, type spreadAlerts } from "../db/schema.ts";

type SpreadAlertRow = typeof spreadAlerts.$inferSelect;

export interface SpreadOutcome {
  outcome: Spread | null | "unknown";
  homeCurrency: string;
}

/**
 * Where a spread alert stands now: its basket's picklist against home, each article's newest
 * observed price per country converted to the home currency as the podium converts it (each
 * unit price once, rounded to the minor unit, then times its quantity). A country whose newest
 * price is "not sold", or has no rate, is left out; home without a price is `unknown`.
 */
export async function spreadOutcome(
  db: AppDb,
  alert: Pick<SpreadAlertRow, "basketId" | "articleCode" | "percent" | "amountMinor" | "currency">,
  home: string,
  rates: RateTable,
): Promise<SpreadOutcome> {
  const homeCurrency = findCountry(home)?.currency ?? "EUR";
  const [basket] = await db
    .select({ countries: baskets.countries })
    .from(baskets)
    .where(eq(baskets.id, alert.basketId));
  const items = alert.articleCode
    ? [{ code: alert.articleCode, quantity: 1 }]
    : await db
        .select({ code: basketItems.articleCode, quantity: basketItems.quantity })
        .from(basketItems)
        .where(eq(basketItems.basketId, alert.basketId));
  const threshold = thresholdIn(alert, homeCurrency, rates);
  if (!basket || items.length === 0 || !threshold) return { outcome: "unknown", homeCurrency };
  const countries = [...new Set([home, ...basket.countries])];
  const newest = await db
    .selectDistinctOn([priceObservations.articleCode, priceObservations.country], {
      code: priceObservations.articleCode,
      country: priceObservations.country,
      priceMinor: priceObservations.priceMinor,
      currency: priceObservations.currency,
    })
    .from(priceObservations)
    .where(
      and(
        inArray(
          priceObservations.articleCode,
          items.map((item) => item.code),
        ),
        inArray(priceObservations.country, countries),
      ),
    )
    .orderBy(
      priceObservations.articleCode,
      priceObservations.country,
      desc(priceObservations.observedAt),
      desc(priceObservations.id),
    );
  const lines: SpreadLine[] = items.map(({ code, quantity }) => {
    const prices: Partial<Record<string, number>> = {};
    for (const row of newest) {
      if (row.code !== code || row.priceMinor === null) continue;
      const converted = convert(
        { amountMinor: row.priceMinor, currency: row.currency },
        homeCurrency,
        rates,
      );
      if (converted) prices[row.country] = converted.amountMinor;
    }
    return { quantity, prices };
  });
  const totals = totalsByCountry(lines, countries);
  return { outcome: spreadOf({ home, countries, totals, threshold }), homeCurrency };
}

/**
 * The alert's threshold in the home currency: an amount saved in another one (the shopper has
 * moved home since) is converted with the day's rate; null without a rate.
 */
function thresholdIn(
  alert: Pick<SpreadAlertRow, "percent" | "amountMinor" | "currency">,
  homeCurrency: string,
  rates: RateTable,
): SpreadThreshold | null {
  if (alert.percent !== null) return { kind: "percent", percent: alert.percent };
  if (alert.amountMinor === null || alert.currency === null) return null;
  const amount = convert(
    { amountMinor: alert.amountMinor, currency: alert.currency },
    homeCurrency,
    rates,
  );
  return amount
    ? { kind: "amount", amountMinor: amount.amountMinor, currency: homeCurrency }
    : null;
}
