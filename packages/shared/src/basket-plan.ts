/**
 * Brief §4 (Wishlist), issue 5: compare a basket across the picklist and find the cheapest way to
 * buy it in at most k countries, travel included. Pure: prices come in already converted to the
 * home currency (integer minor units); the caller shows the rate and its date.
 */

import {
  bestSet,
  cheapestSet,
  type Prepared,
  prepareBasket,
  priceIn,
} from "./basket-plan-search.ts";

/** The shopper chooses k from 1 to this; also the bound of the request schema. */
export const MAX_PLAN_COUNTRIES = 4;

/**
 * What a trip to buy in a country costs.
 * - fixed: each visited country other than home costs one trip; the home trip happens anyway.
 * - distance: each visited country, home included, costs an aller-retour: 2 × the one-way
 *   distance to its nearest store × perKmMinor, rounded to the minor unit once per trip. A country
 *   without a known distance cannot be visited in any plan (its prices are still compared).
 * Costs are for the countries a plan actually buys in; buying nothing costs no trip.
 */
export type TravelCost =
  | { kind: "none" }
  | { kind: "fixed"; perTripMinor: number }
  | { kind: "distance"; perKmMinor: number; distanceKm: Partial<Record<string, number>> };

export interface BasketLine {
  code: string;
  quantity: number;
  /** Unit price per country, in the home currency's minor units; absent = not sold or unknown. */
  prices: Partial<Record<string, number>>;
}

export interface BasketPlanInput {
  items: readonly BasketLine[];
  /** The picklist; home is compared first even when listed elsewhere or not at all. */
  countries: readonly string[];
  home: string;
  travel: TravelCost;
  /** k, 1 to MAX_PLAN_COUNTRIES. */
  maxCountries: number;
}

export interface CountryTotal {
  country: string;
  /** Every article sold somewhere in the picklist, bought here; null when one is missing here. */
  totalMinor: number | null;
  /** The articles priced here. */
  pricedMinor: number;
  /** Articles sold elsewhere in the picklist but not here (those sold nowhere are not repeated). */
  missing: string[];
  /** One trip here; null when it cannot be visited (distance unknown). */
  tripMinor: number | null;
}

/** Against buying everything at home, same travel rule: positive = cheaper than home. */
export interface Saving {
  amountMinor: number;
  /** Rounded to one decimal. */
  percent: number;
}

export interface PlanLine {
  code: string;
  quantity: number;
  country: string;
  unitMinor: number;
  lineMinor: number;
}

export interface PlanStop {
  country: string;
  itemsMinor: number;
  tripMinor: number;
}

export interface BasketPlan {
  /** The countries bought in, home first then in picklist order. */
  stops: PlanStop[];
  /** Every plannable article, in basket order. */
  lines: PlanLine[];
  itemsMinor: number;
  travelMinor: number;
  totalMinor: number;
  /** Null when the home baseline is incomplete: there is nothing like-for-like to compare with. */
  saving: Saving | null;
}

export interface HomeBaseline {
  country: string;
  /** The plannable articles priced at home. */
  itemsMinor: number;
  /** Null when home cannot be visited (distance mode, distance unknown). */
  travelMinor: number | null;
  /** Null unless home has every plannable article and can be visited. */
  totalMinor: number | null;
  missing: string[];
}

export interface BasketComparison {
  /** Home first, then the picklist order. */
  countries: CountryTotal[];
  /** Priced in no picklist country: left out of every plan. */
  unavailable: string[];
  /** Priced only in countries that cannot be visited (distance unknown): left out of every plan. */
  unreachable: string[];
  home: HomeBaseline;
  /** The cheapest single country with every plannable article, travel included. */
  bestSingle: BasketPlan | null;
  /**
   * The cheapest way to buy the list in any number of countries. Without travel cost, each
   * article where it is cheapest ("before travel"); when travel counts, trips included, so that it
   * is never dearer than another plan.
   */
  cheapestSplit: BasketPlan;
  /** Cheapest articles + travel in at most maxCountries countries; null when none covers all. */
  bestPlan: BasketPlan | null;
  maxCountries: number;
  /** Whether trips are costed (fixed or by distance): otherwise every total is before travel. */
  travelCounted: boolean;
  /** The plan to follow: see `recommendedPlan`. */
  recommended: PlanChoice | null;
}

export type PlanChoice = "bestSingle" | "bestPlan" | "cheapestSplit";

/**
 * The plan shown first. When travel counts, the cheapest of the three, travel included (ties: fewer
 * countries, then single, k-country plan, split). Without travel cost the split ignores the trips
 * it would take, so the shopper's limit of k countries is followed (the best plan, else the best
 * single country).
 */
export function recommendedPlan(
  plans: Pick<BasketComparison, PlanChoice>,
  travelCounted: boolean,
): PlanChoice | null {
  if (!travelCounted) {
    return plans.bestPlan ? "bestPlan" : plans.bestSingle ? "bestSingle" : null;
  }
  let best: PlanChoice | null = null;
  for (const choice of ["bestSingle", "bestPlan", "cheapestSplit"] as const) {
    const plan = plans[choice];
    if (plan === null) continue;
    const current = best === null ? null : plans[best]!;
    if (
      current === null ||
      plan.totalMinor < current.totalMinor ||
      (plan.totalMinor === current.totalMinor && plan.stops.length < current.stops.length)
    ) {
      best = choice;
    }
  }
  return best;
}

const percentOf = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 1000) / 10 : 0;

const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isMeasure = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * The request schema should already refuse these; the search relies on them (a cost never
 * decreases as lines and trips are added), so they are checked here too.
 */
function validated(input: BasketPlanInput): BasketPlanInput {
  const k = input.maxCountries;
  if (!Number.isInteger(k) || k < 1 || k > MAX_PLAN_COUNTRIES) {
    throw new RangeError(`maxCountries must be an integer from 1 to ${MAX_PLAN_COUNTRIES}: ${k}`);
  }
  const { travel } = input;
  if (travel.kind === "fixed" && !isCount(travel.perTripMinor)) {
    throw new RangeError(`perTripMinor must be an integer ≥ 0: ${travel.perTripMinor}`);
  }
  if (travel.kind === "distance") {
    if (!isCount(travel.perKmMinor)) {
      throw new RangeError(`perKmMinor must be an integer ≥ 0: ${travel.perKmMinor}`);
    }
    for (const [country, km] of Object.entries(travel.distanceKm)) {
      if (km != null && !isMeasure(km)) throw new RangeError(`distance to ${country}: ${km}`);
    }
  }
  for (const line of input.items) {
    if (!isCount(line.quantity)) throw new RangeError(`quantity of ${line.code}: ${line.quantity}`);
    // `for…in` rather than Object.entries: 15,000 prices for a 500-article list, no arrays made.
    for (const country in line.prices) {
      const price = line.prices[country];
      if (price != null && !isCount(price)) {
        throw new RangeError(`price of ${line.code} in ${country}: ${price}`);
      }
    }
  }
  return input;
}

/** Each line to its cheapest country in the set (ties: the earlier in preference order). */
function planFor(prepared: Prepared, set: readonly number[], homeTotal: number | null): BasketPlan {
  const { input, order, trip, plannable, lineCost } = prepared;
  const n = plannable.length;
  const sorted = [...set].sort((a, b) => a - b);
  const itemsBy = new Map<number, number>();
  const lines = plannable.map((index, j) => {
    let pick = -1;
    for (const c of sorted) {
      if (lineCost[c * n + j]! < (pick < 0 ? Infinity : lineCost[pick * n + j]!)) pick = c;
    }
    if (pick < 0) throw new Error(`no country of the set sells ${input.items[index]!.code}`);
    const line = input.items[index]!;
    const lineMinor = lineCost[pick * n + j]!;
    itemsBy.set(pick, (itemsBy.get(pick) ?? 0) + lineMinor);
    const country = order[pick]!;
    return {
      code: line.code,
      quantity: line.quantity,
      country,
      unitMinor: priceIn(line, country)!,
      lineMinor,
    };
  });
  const stops = sorted
    .filter((c) => itemsBy.has(c))
    .map((c) => ({ country: order[c]!, itemsMinor: itemsBy.get(c)!, tripMinor: trip[c]! }));
  const itemsMinor = stops.reduce((sum, stop) => sum + stop.itemsMinor, 0);
  const travelMinor = stops.reduce((sum, stop) => sum + stop.tripMinor, 0);
  const totalMinor = itemsMinor + travelMinor;
  const saving =
    homeTotal === null
      ? null
      : {
          amountMinor: homeTotal - totalMinor,
          percent: percentOf(homeTotal - totalMinor, homeTotal),
        };
  return { stops, lines, itemsMinor, travelMinor, totalMinor, saving };
}

function homeBaseline(prepared: Prepared): HomeBaseline {
  const { input, plannable, trip } = prepared;
  const missing = prepared.available
    .filter((line) => priceIn(line, input.home) === null)
    .map((line) => line.code);
  let itemsMinor = 0;
  let complete = trip[0] !== null;
  for (const index of plannable) {
    const line = input.items[index]!;
    const price = priceIn(line, input.home);
    if (price === null) complete = false;
    else itemsMinor += line.quantity * price;
  }
  const travelMinor = plannable.length === 0 ? 0 : (trip[0] ?? null);
  const totalMinor = complete && travelMinor !== null ? itemsMinor + travelMinor : null;
  return { country: input.home, itemsMinor, travelMinor, totalMinor, missing };
}

function countryTotals(prepared: Prepared): CountryTotal[] {
  const { order, trip } = prepared;
  return order.map((country, c) => {
    let pricedMinor = 0;
    const missing: string[] = [];
    for (const line of prepared.available) {
      const price = priceIn(line, country);
      if (price === null) missing.push(line.code);
      else pricedMinor += line.quantity * price;
    }
    const totalMinor = missing.length === 0 ? pricedMinor : null;
    return { country, totalMinor, pricedMinor, missing, tripMinor: trip[c] ?? null };
  });
}

/** The best plan alone, for at most input.maxCountries countries. */
export function planBasket(input: BasketPlanInput): BasketPlan | null {
  const prepared = prepareBasket(validated(input));
  const set = bestSet(prepared, input.maxCountries);
  return set === null ? null : planFor(prepared, set, homeBaseline(prepared).totalMinor);
}

/** Everything the wishlist comparison shows (brief §4, issue 5). */
export function compareBasket(input: BasketPlanInput): BasketComparison {
  const prepared = prepareBasket(validated(input));
  const home = homeBaseline(prepared);
  const single = bestSet(prepared, 1);
  const best = input.maxCountries === 1 ? single : bestSet(prepared, input.maxCountries);
  const n = prepared.plannable.length;
  const travelCounted = input.travel.kind !== "none";
  const everywhere = prepared.order.map((_, c) => c).filter((c) => prepared.trip[c] !== null);
  // With trips to pay, visiting every country that is cheapest for one article can cost more than
  // a plan with fewer stops: the split is then the best plan with no limit on countries.
  const split = n === 0 ? [] : travelCounted ? cheapestSet(prepared, best) : everywhere;
  const plans = {
    bestSingle: single === null ? null : planFor(prepared, single, home.totalMinor),
    cheapestSplit: planFor(prepared, split ?? everywhere, home.totalMinor),
    bestPlan: best === null ? null : planFor(prepared, best, home.totalMinor),
  };
  return {
    countries: countryTotals(prepared),
    unavailable: prepared.unavailable,
    unreachable: prepared.unreachable,
    home,
    ...plans,
    maxCountries: input.maxCountries,
    travelCounted,
    recommended: recommendedPlan(plans, travelCounted),
  };
}
