/**
 * Issue 25, decision 038: the wishlist's plans for a shopper carrying purchases home across a
 * border, each optimised on the true cost per trip (one trip = one shop country = one receipt: the
 * refund minimum applies to it, and the travellers' allowances to everything brought back on it).
 */
import {
  type BasketComparison,
  type BasketLine,
  type BasketPlan,
  type BasketPlanInput,
  compareBasket,
  type PlanStop,
  recommendedPlan,
} from "./basket-plan.ts";
import { tripCost } from "./basket-plan-search.ts";
import {
  type CarriedLine,
  prepareTripCosts,
  type TripCosts,
  type TripTrueCost,
} from "./cross-border/trip-costs.ts";
import type { RateTable } from "./money.ts";

export interface CarriedPlanInput extends BasketPlanInput {
  items: readonly (BasketLine & CarriedLine)[];
  carry: { travellers: number; rates: RateTable; operatorFeeBp?: number };
}

export interface CarriedStop extends PlanStop {
  trueCost: TripTrueCost;
}

export interface CarriedPlan extends BasketPlan {
  stops: CarriedStop[];
  /** The trips' true costs together; `totalMinor` adds the travel to it. */
  trueCostMinor: number;
}

export interface CarriedComparison
  extends Omit<BasketComparison, "bestSingle" | "cheapestSplit" | "bestPlan" | "countries"> {
  countries: (BasketComparison["countries"][number] & { trueCostMinor: number | null })[];
  bestSingle: CarriedPlan | null;
  cheapestSplit: CarriedPlan;
  bestPlan: CarriedPlan | null;
}

/**
 * The comparison of `compareBasket`, in true costs. The search runs on each line's linear
 * estimate (the refund as if the receipt reached its minimum, VAT and duty on every unit as if
 * the allowance were used up); each plan is then costed exactly trip by trip, a trip below its
 * refund minimum is merged into the plan's other stops when that is cheaper, and the best single
 * country is chosen on exact costs. A plan of at most k countries is never dearer than the best
 * single country, nor the split than either. Null when the home has no import rules.
 */
export function compareCarriedBasket(input: CarriedPlanInput): CarriedComparison | null {
  const costs = prepareTripCosts({
    home: input.home,
    countries: [input.home, ...input.countries],
    lines: input.items,
    travellers: input.carry.travellers,
    rates: input.carry.rates,
    ...(input.carry.operatorFeeBp === undefined
      ? {}
      : { operatorFeeBp: input.carry.operatorFeeBp }),
  });
  if (!costs) return null;
  const estimated = input.items.map((line, j) => ({
    code: line.code,
    quantity: line.quantity,
    prices: costs.estimates[j]!,
  }));
  const base = compareBasket({ ...input, items: estimated });
  const order = [...new Set([input.home, ...input.countries])];
  const planner = new Planner(input, costs, order, base.home.totalMinor);
  const assignment = (plan: BasketPlan) =>
    new Map(plan.lines.map((line) => [line.code, line.country]));

  // A country's row covers every article priced somewhere; the plans, those they can reach
  // (the same ones unless an article is sold only where there is no way to go).
  const unavailable = new Set(base.unavailable);
  const rowLines = input.items.flatMap((line, j) => (unavailable.has(line.code) ? [] : [j]));
  const plannable = base.cheapestSplit.lines.map((line) => line.code);
  const plannableLines = plannable.map((code) => planner.indexOf.get(code)!);
  const sameLines = plannableLines.length === rowLines.length;
  let single: { country: string; totalMinor: number } | null = null;
  const countries = base.countries.map((row) => {
    const whole = row.totalMinor === null ? null : costs.trip(row.country, rowLines);
    const trip = sameLines ? whole : costs.trip(row.country, plannableLines);
    const travel = tripCost(input.travel, row.country, input.home);
    if (trip && travel !== null && plannable.length > 0) {
      const totalMinor = trip.totalMinor + travel;
      if (single === null || totalMinor < single.totalMinor)
        single = { country: row.country, totalMinor };
    }
    return { ...row, trueCostMinor: whole?.totalMinor ?? null };
  });
  const bestSingle: CarriedPlan | null =
    plannable.length === 0
      ? planner.build(new Map())
      : single && planner.build(new Map(plannable.map((code) => [code, single!.country])));
  const bestPlan = cheaper(base.bestPlan && planner.improve(assignment(base.bestPlan)), bestSingle);
  const split = planner.improve(assignment(base.cheapestSplit));
  const cheapestSplit = cheaper(cheaper(split, bestPlan), bestSingle) ?? split;
  const plans = { bestSingle, cheapestSplit, bestPlan };
  return {
    ...base,
    countries,
    ...plans,
    recommended: recommendedPlan(plans, base.travelCounted),
  };
}

/** The cheaper plan; on a tie the one with fewer stops, else `a`. */
function cheaper(a: CarriedPlan | null, b: CarriedPlan | null): CarriedPlan | null {
  if (a === null || b === null) return a ?? b;
  const better =
    b.totalMinor < a.totalMinor ||
    (b.totalMinor === a.totalMinor && b.stops.length < a.stops.length);
  return better ? b : a;
}

/** Builds plans in true costs from an assignment of articles (by code) to countries. */
class Planner {
  readonly indexOf: Map<string, number>;
  constructor(
    private readonly input: CarriedPlanInput,
    private readonly costs: TripCosts,
    private readonly order: readonly string[],
    private readonly homeTotal: number | null,
  ) {
    this.indexOf = new Map(input.items.map((line, j) => [line.code, j]));
  }

  build(assigned: ReadonlyMap<string, string>): CarriedPlan | null {
    const byCountry = new Map<string, number[]>();
    for (const [code, country] of assigned) {
      const list = byCountry.get(country) ?? [];
      list.push(this.indexOf.get(code)!);
      byCountry.set(country, list);
    }
    const stops: CarriedStop[] = [];
    for (const country of this.order) {
      const lineIndices = byCountry.get(country);
      if (!lineIndices) continue;
      const trueCost = this.costs.trip(country, lineIndices);
      const travel = tripCost(this.input.travel, country, this.input.home);
      if (!trueCost || travel === null) return null;
      stops.push({ country, itemsMinor: trueCost.shelfMinor, tripMinor: travel, trueCost });
    }
    const lines = this.input.items
      .filter((line) => assigned.has(line.code))
      .map((line) => {
        const country = assigned.get(line.code)!;
        const unitMinor = line.prices[country]!;
        return {
          code: line.code,
          quantity: line.quantity,
          country,
          unitMinor,
          lineMinor: unitMinor * line.quantity,
        };
      });
    const sum = (pick: (stop: CarriedStop) => number) =>
      stops.reduce((total, stop) => total + pick(stop), 0);
    const trueCostMinor = sum((stop) => stop.trueCost.totalMinor);
    const travelMinor = sum((stop) => stop.tripMinor);
    const totalMinor = trueCostMinor + travelMinor;
    const saving =
      this.homeTotal === null
        ? null
        : {
            amountMinor: this.homeTotal - totalMinor,
            percent: this.homeTotal
              ? Math.round(((this.homeTotal - totalMinor) / this.homeTotal) * 1000) / 10
              : 0,
          };
    return {
      stops,
      lines,
      itemsMinor: sum((stop) => stop.itemsMinor),
      travelMinor,
      totalMinor,
      trueCostMinor,
      saving,
    };
  }

  /**
   * The plan of `assigned`, then each trip that gets no refund (below the shop's minimum),
   * smallest first, folded into the plan's other stops when that lowers the total (each article
   * to the stop where its estimate is lowest). One pass: a fold only adds to the other receipts.
   */
  improve(assigned: ReadonlyMap<string, string>): CarriedPlan {
    let current = new Map(assigned);
    let plan = this.build(current)!;
    const small = plan.stops
      .filter((stop) => stop.trueCost.refundOutcome === "below-minimum")
      .sort((a, b) => a.itemsMinor - b.itemsMinor)
      .map((stop) => stop.country);
    for (const country of small) {
      const others = plan.stops.map((stop) => stop.country).filter((c) => c !== country);
      if (others.length === 0) break;
      const moved = this.fold(current, country, others);
      const candidate = moved && this.build(moved);
      if (moved && candidate && candidate.totalMinor < plan.totalMinor) {
        plan = candidate;
        current = moved;
      }
    }
    return plan;
  }

  private fold(
    assigned: ReadonlyMap<string, string>,
    from: string,
    to: readonly string[],
  ): Map<string, string> | null {
    const next = new Map(assigned);
    for (const [code, country] of assigned) {
      if (country !== from) continue;
      const j = this.indexOf.get(code)!;
      let pick: string | null = null;
      let pickCost = Number.POSITIVE_INFINITY;
      for (const other of to) {
        const cost = this.costs.estimate(other, j);
        if (cost !== undefined && cost < pickCost) {
          pick = other;
          pickCost = cost;
        }
      }
      if (pick === null) return null;
      next.set(code, pick);
    }
    return next;
  }
}
