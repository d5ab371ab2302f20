/**
 * Decision 048: a comparison answer holds everything its plans were made of (each article's prices
 * and quantity, the compared countries, how trips were costed, and for a carried-home comparison
 * the day's rates and the travellers). The server makes its answer with `comparisonOf`; the
 * browser, offline, makes the same comparison again with the quantities the shopper changed,
 * so the trips' subtotals and the plan to follow follow them before the connection returns.
 */

import { type BasketLine, compareBasket, type TravelCost } from "./basket-plan.ts";
import { compareCarriedBasket } from "./basket-plan-carried.ts";
import type { ComparisonResponse } from "./contracts/wishlist.ts";
import type { CarriedLine } from "./cross-border/trip-costs.ts";
import type { RateTable } from "./money.ts";

export interface ComparisonOfInput {
  items: readonly (BasketLine & CarriedLine)[];
  countries: readonly string[];
  home: string;
  travel: TravelCost;
  maxCountries: number;
  /** Set when purchases are carried home across a border and the home has import rules. */
  carry: { travellers: number; rates: RateTable; split: boolean } | null;
}

/** The plans, in true cost when carried home (where the home has import rules), else shelf prices. */
export function comparisonOf(input: ComparisonOfInput): {
  comparison: ComparisonResponse["comparison"];
  carried: boolean;
} {
  const { carry, ...plan } = input;
  const carried = carry ? compareCarriedBasket({ ...plan, carry }) : null;
  return carried
    ? { comparison: carried, carried: true }
    : { comparison: compareBasket(plan), carried: false };
}

/** The answer's way of costing trips, as the planner takes it. */
function travelOf(answer: ComparisonResponse): TravelCost | null {
  const { travel } = answer;
  if (!travel) return null;
  if (travel.kind === "fixed") return { kind: "fixed", perTripMinor: travel.perTripMinor };
  if (travel.kind === "distance")
    return { kind: "distance", perKmMinor: travel.perKmMinor, distanceKm: answer.distancesKm };
  return { kind: "none" };
}

/**
 * The answer's comparison made again with `quantities` (article code → quantity): the same answer
 * when no quantity differs, null when it cannot be (an answer from an older server without the
 * quantities, an article the answer does not price, a carried comparison without its rates).
 * An article of the answer that `quantities` no longer lists is left out, as the server would.
 */
export function recompareAnswer(
  answer: ComparisonResponse,
  quantities: ReadonlyMap<string, number>,
): ComparisonResponse | null {
  const travel = travelOf(answer);
  if (!travel) return null;
  if (answer.prices.some((entry) => entry.quantity === undefined)) return null;
  const priced = new Set(answer.prices.map((entry) => entry.code));
  for (const code of quantities.keys()) if (!priced.has(code)) return null;
  const changed = answer.prices.some(
    (entry) => !quantities.has(entry.code) || quantities.get(entry.code) !== entry.quantity,
  );
  if (!changed) return answer;
  const { carryHome, rates } = answer;
  if (carryHome && !rates.perEuro) return null;

  const countries = answer.priceCountries;
  const prices = answer.prices
    .filter((entry) => quantities.has(entry.code))
    .map((entry) => ({ ...entry, quantity: quantities.get(entry.code) ?? 1 }));
  const items = prices.map((entry) => {
    const line: BasketLine & CarriedLine = {
      code: entry.code,
      quantity: entry.quantity,
      prices: {},
      local: {},
    };
    countries.forEach((country, i) => {
      const converted = entry.converted[i];
      if (converted !== null && converted !== undefined) line.prices[country] = converted;
      const local = entry.local[i];
      if (local !== null && local !== undefined) line.local[country] = local;
    });
    return line;
  });
  const { comparison } = comparisonOf({
    items,
    countries,
    home: answer.home,
    travel,
    maxCountries: answer.comparison.maxCountries,
    carry:
      carryHome && rates.perEuro
        ? {
            travellers: carryHome.travellers,
            rates: { date: rates.date, source: rates.source, perEuro: rates.perEuro },
            split: carryHome.splitPurchases ?? false,
          }
        : null,
  });
  return { ...answer, prices, comparison };
}
