import { findCountry } from "@frontalier/shared/countries";
import { canCarryHome } from "@frontalier/shared/cross-border/carry-home";
import { resolveCrossBorderSetting } from "@frontalier/shared/cross-border/setting";
import { computeTrueCost } from "@frontalier/shared/cross-border/true-cost";
import { convert, type Money, type RateTable } from "@frontalier/shared/money";
import {
  type Spread,
  type SpreadLine,
  type SpreadThreshold,
  spreadOf,
  totalsByCountry,
} from "@frontalier/shared/spread";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import {
  basketItems,
  baskets,
  priceObservations,
  profiles,
  type spreadAlerts,
} from "../db/schema.ts";

type SpreadAlertRow = typeof spreadAlerts.$inferSelect;

export interface SpreadOutcome {
  outcome: Spread | null | "unknown";
  homeCurrency: string;
  /** The other countries' totals are true costs (a shopper carrying purchases home). */
  trueCost: boolean;
}

/**
 * Where a spread alert stands now: its basket's picklist against home, each article's newest
 * observed price per country converted to the home currency as the podium converts it (each
 * unit price once, rounded to the minor unit, then times its quantity). A country whose newest
 * price is "not sold", or has no rate, is left out; home without a price is `unknown`. For a
 * shopper who carries purchases home (issue 25, their profile's setting), another country's total
 * is the true cost of buying it all there on one receipt, as the podium ranks it.
 */
export async function spreadOutcome(
  db: AppDb,
  alert: Pick<SpreadAlertRow, "basketId" | "articleCode" | "percent" | "amountMinor" | "currency">,
  home: string,
  rates: RateTable,
): Promise<SpreadOutcome> {
  const homeCurrency = findCountry(home)?.currency ?? "EUR";
  const [basket] = await db
    .select({
      countries: baskets.countries,
      carryHome: profiles.carryHome,
      travellers: profiles.travellers,
      splitPurchases: profiles.splitPurchases,
    })
    .from(baskets)
    .innerJoin(profiles, eq(profiles.id, baskets.profileId))
    .where(eq(baskets.id, alert.basketId));
  const items = alert.articleCode
    ? [{ code: alert.articleCode, quantity: 1 }]
    : await db
        .select({ code: basketItems.articleCode, quantity: basketItems.quantity })
        .from(basketItems)
        .where(eq(basketItems.basketId, alert.basketId));
  const threshold = thresholdIn(alert, homeCurrency, rates);
  if (!basket || items.length === 0 || !threshold) {
    return { outcome: "unknown", homeCurrency, trueCost: false };
  }
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
  const lines: (SpreadLine & { local: Partial<Record<string, Money>> })[] = items.map(
    ({ code, quantity }) => {
      const prices: Partial<Record<string, number>> = {};
      const local: Partial<Record<string, Money>> = {};
      for (const row of newest) {
        if (row.code !== code || row.priceMinor === null) continue;
        const price = { amountMinor: row.priceMinor, currency: row.currency };
        const converted = convert(price, homeCurrency, rates);
        if (!converted) continue;
        prices[row.country] = converted.amountMinor;
        local[row.country] = price;
      }
      return { quantity, prices, local };
    },
  );
  const totals = totalsByCountry(lines, countries);
  const setting = resolveCrossBorderSetting(basket, home);
  const trueCost = canCarryHome(home) && setting.carryHome;
  if (trueCost) {
    for (const country of totals.keys()) {
      if (country === home) continue;
      const cost = receiptTrueCost(lines, country, home, setting.travellers, rates);
      if (cost !== null && cost.currency === homeCurrency) totals.set(country, cost.trueCostMinor);
    }
  }
  return { outcome: spreadOf({ home, countries, totals, threshold }), homeCurrency, trueCost };
}

/** All the lines bought in `country` on one receipt and carried home, as `computeTrueCost` costs it. */
function receiptTrueCost(
  lines: readonly { quantity: number; local: Partial<Record<string, Money>> }[],
  country: string,
  home: string,
  travellers: number,
  rates: RateTable,
) {
  const shopCurrency = findCountry(country)?.currency;
  if (!shopCurrency) return null;
  const priced = [];
  for (const line of lines) {
    const price = line.local[country];
    // A price observed in another currency (a market that changed it) is read in the shop's.
    const unit =
      price && price.currency !== shopCurrency ? convert(price, shopCurrency, rates) : price;
    if (!unit) return null;
    priced.push({
      unit: { amountMinor: unit.amountMinor, currency: unit.currency },
      quantity: line.quantity,
    });
  }
  return computeTrueCost({
    shopCountry: country,
    homeCountry: home,
    lines: priced,
    travellers,
    rates,
  });
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
