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
  type PurchaseSplit,
  splitPurchases,
  sumTrueCosts,
} from "./cross-border/split-purchases.ts";
import {
  type CarriedLine,
  prepareTripCosts,
  type TripCosts,
  type TripTrueCost,
} from "./cross-border/trip-costs.ts";
import type { RateTable } from "./money.ts";

export interface CarriedPlanInput extends BasketPlanInput {
  items: readonly (BasketLine & CarriedLine)[];
  carry: {
    travellers: number;
    rates: RateTable;
    operatorFeeBp?: number;
    /** The shopper allows one country's purchases to be split across days (the profile's setting). */
    split?: boolean;
  };
}

/** One day of a country's purchases split across days: its own trip, receipt and allowances. */
export interface CarriedDay {
  lines: { code: string; quantity: number }[];
  trueCost: TripTrueCost;
  tripMinor: number;
}

export interface CarriedStop extends PlanStop {
  /** The stop's true cost; over all its days when it is split. */
  trueCost: TripTrueCost;
  /** Present when the stop's purchases are split across days (at least two), cheaper so. */
  days?: CarriedDay[];
}

/**
 * The plans are searched exactly in true cost (every assignment of articles to countries costed
 * trip by trip, on one day per country; the plans kept are then split where allowed) when there
 * are at most this many assignments; beyond, from the linear estimate.
 */
export const EXACT_PLAN_ASSIGNMENTS = 1024;

/** Past the exact search, moves of one article between a plan's stops are tried up to this size. */
export const LOCAL_SEARCH_LINES = 100;

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
      // Where splits are allowed, the country's cost over its best days (as its plan is built).
      const totalMinor = input.carry.split
        ? planner.groupCost(row.country, plannableLines, true)
        : trip.totalMinor + travel;
      if (single === null || totalMinor < single.totalMinor)
        single = { country: row.country, totalMinor };
    }
    return { ...row, trueCostMinor: whole?.totalMinor ?? null };
  });
  const bestSingle: CarriedPlan | null =
    plannable.length === 0
      ? planner.build(new Map())
      : single && planner.build(new Map(plannable.map((code) => [code, single!.country])));
  // Exact in true cost where affordable; otherwise the estimate's plans improved by exact moves.
  const exact = planner.exactSearch(plannableLines, input.maxCountries);
  const polish = (plan: BasketPlan | null) =>
    plan && planner.localSearch(planner.improve(assignment(plan)));
  const bestPlan = cheaper(
    cheaper(polish(base.bestPlan), exact && planner.build(exact.withinK)),
    bestSingle,
  );
  const split = cheaper(polish(base.cheapestSplit), exact && planner.build(exact.any))!;
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
      const days = this.splitDays(country, lineIndices, travel);
      if (days) {
        stops.push({
          country,
          itemsMinor: trueCost.shelfMinor,
          tripMinor: days.reduce((sum, day) => sum + day.tripMinor, 0),
          trueCost: sumTrueCosts(days.map((day) => day.trueCost)),
          days,
        });
      } else {
        stops.push({ country, itemsMinor: trueCost.shelfMinor, tripMinor: travel, trueCost });
      }
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

  /** The stop's purchases over several days when the shopper allows it and it saves money. */
  private splitDays(country: string, lineIndices: readonly number[], travel: number) {
    if (!this.input.carry.split) return null;
    const split = this.splitOf(country, lineIndices, travel);
    if (!split || split.days.length < 2) return null;
    return split.days.map(
      (day): CarriedDay => ({
        lines: day.lines.map((l) => ({ code: this.input.items[l.line]!.code, quantity: l.units })),
        trueCost: day.trueCost,
        tripMinor: travel,
      }),
    );
  }

  /** The best split of a stop, memoised: the same stops come back in several plans. */
  private readonly splits = new Map<string, PurchaseSplit | null>();
  private splitOf(country: string, lineIndices: readonly number[], travel: number) {
    const key = `${country}:${lineIndices.join(",")}`;
    const known = this.splits.get(key);
    if (known !== undefined) return known;
    const lines = lineIndices.map((j) => ({ line: j, quantity: this.input.items[j]!.quantity }));
    const split = splitPurchases(this.costs, country, lines, travel);
    this.splits.set(key, split);
    return split;
  }

  /**
   * What buying `lineIndices` in `country` costs, travel included (memoised): on one day, or over
   * its best days when `split` (a split costs about a millisecond for a few hundred units, so the
   * searches, which cost thousands of groups, rank on one day and only the plans they keep are
   * split).
   */
  private readonly groupCosts = new Map<string, number>();
  groupCost(country: string, lineIndices: readonly number[], split = false): number {
    const key = `${split ? "s" : "d"}${country}:${lineIndices.join(",")}`;
    const known = this.groupCosts.get(key);
    if (known !== undefined) return known;
    const travel = tripCost(this.input.travel, country, this.input.home);
    let total = Number.POSITIVE_INFINITY;
    if (travel !== null) {
      if (split) {
        total = this.splitOf(country, lineIndices, travel)?.totalMinor ?? total;
      } else {
        const trip = this.costs.trip(country, lineIndices);
        if (trip) total = trip.totalMinor + travel;
      }
    }
    this.groupCosts.set(key, total);
    return total;
  }

  /** The exact total of an assignment (line index → country), as `build` would cost it. */
  private assignmentCost(lines: readonly number[], countries: readonly string[]): number {
    const groups = new Map<string, number[]>();
    lines.forEach((j, i) => {
      const country = countries[i]!;
      const group = groups.get(country);
      if (group) group.push(j);
      else groups.set(country, [j]);
    });
    let total = 0;
    for (const [country, group] of groups) total += this.groupCost(country, group);
    return total;
  }

  /**
   * Issue 25: every assignment of the plannable lines to the countries that sell them, costed
   * exactly on one day per country (refund minimums, allowances), when there are at most
   * `EXACT_PLAN_ASSIGNMENTS`: the cheapest within k countries and the cheapest with any number.
   * Null when there are more (the estimate's plans then stand, improved by `localSearch`).
   */
  exactSearch(
    lines: readonly number[],
    k: number,
  ): { withinK: Map<string, string>; any: Map<string, string> } | null {
    if (lines.length === 0) return null;
    // The number of assignments is counted as the options are listed: a long list stops early.
    const options: string[][] = [];
    let count = 1;
    for (const j of lines) {
      const list = this.order.filter(
        (country) =>
          this.input.items[j]!.prices[country] !== undefined &&
          tripCost(this.input.travel, country, this.input.home) !== null,
      );
      count *= list.length;
      if (count === 0 || count > EXACT_PLAN_ASSIGNMENTS) return null;
      options.push(list);
    }
    const chosen: string[] = [];
    let bestK: { cost: number; countries: string[] } | null = null;
    let bestAny: { cost: number; countries: string[] } | null = null;
    const visit = (i: number) => {
      if (i === lines.length) {
        const cost = this.assignmentCost(lines, chosen);
        if (!Number.isFinite(cost)) return;
        const used = new Set(chosen).size;
        const fewer = (best: { cost: number; countries: string[] } | null) =>
          best === null ||
          cost < best.cost ||
          (cost === best.cost && used < new Set(best.countries).size);
        if (fewer(bestAny)) bestAny = { cost, countries: [...chosen] };
        if (used <= k && fewer(bestK)) bestK = { cost, countries: [...chosen] };
        return;
      }
      for (const country of options[i]!) {
        chosen[i] = country;
        visit(i + 1);
      }
    };
    visit(0);
    const toMap = (best: { countries: string[] } | null) =>
      best &&
      new Map(lines.map((j, i) => [this.input.items[j]!.code, best.countries[i]!] as const));
    const withinK = toMap(bestK);
    const any = toMap(bestAny);
    return withinK && any ? { withinK, any } : null;
  }

  /**
   * For lists of at most `LOCAL_SEARCH_LINES` articles: each article moved to another of the
   * plan's stops when the exact total drops, until no move helps (at most three passes). The plan
   * keeps its countries, so it stays within k.
   */
  localSearch(plan: CarriedPlan): CarriedPlan {
    if (plan.lines.length > LOCAL_SEARCH_LINES || plan.stops.length < 2) return plan;
    const lines = plan.lines.map((line) => this.indexOf.get(line.code)!);
    const countries = plan.lines.map((line) => line.country);
    const stops = plan.stops.map((stop) => stop.country);
    // Each stop's lines in ascending order; a move re-costs only the two stops it changes.
    const groups = new Map(stops.map((country) => [country, [] as number[]]));
    for (let i = 0; i < lines.length; i++) groups.get(countries[i]!)!.push(lines[i]!);
    for (const group of groups.values()) group.sort((a, b) => a - b);
    const cost = (country: string, group: readonly number[]) =>
      group.length === 0 ? 0 : this.groupCost(country, group);
    let moved = false;
    for (let pass = 0; pass < 3; pass++) {
      let improved = false;
      for (let i = 0; i < lines.length; i++) {
        const j = lines[i]!;
        const from = countries[i]!;
        const fromGroup = groups.get(from)!;
        const without = fromGroup.filter((other) => other !== j);
        const released = cost(from, fromGroup) - cost(from, without);
        for (const to of stops) {
          if (to === from || this.input.items[j]!.prices[to] === undefined) continue;
          const toGroup = groups.get(to)!;
          const withLine = [...toGroup, j].sort((a, b) => a - b);
          if (cost(to, withLine) - cost(to, toGroup) < released) {
            groups.set(from, without);
            groups.set(to, withLine);
            countries[i] = to;
            improved = moved = true;
            break;
          }
        }
      }
      if (!improved) break;
    }
    if (!moved) return plan;
    const candidate = this.build(
      new Map(lines.map((j, i) => [this.input.items[j]!.code, countries[i]!] as const)),
    );
    return cheaper(plan, candidate) ?? plan;
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
