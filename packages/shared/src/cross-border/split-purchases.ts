/**
 * Issue 25, decision 038: a shopper who allows it (the profile's `splitPurchases`) may buy one
 * country's articles over several days, each day its own trip (with its trip cost), its own receipt
 * (refunded against the shop country's minimum on its own) and its own declaration at home (the
 * travellers' allowances again). The split kept is the cheapest in true cost, trips included; one
 * day (no split) whenever splitting saves nothing.
 */
import type { TripCosts, TripTrueCost } from "./trip-costs.ts";

/** The most days one country's purchases are spread over (the plan's trips stay readable). */
export const MAX_SPLIT_DAYS = 4;

/** Splitting is not tried past this many units in one country (the search expands units). */
export const MAX_SPLIT_UNITS = 200;

/** The units of each line bought on one day. */
export interface SplitDay {
  lines: { line: number; units: number }[];
  trueCost: TripTrueCost;
}

export interface PurchaseSplit {
  days: SplitDay[];
  /** The days' true costs together. */
  trueCostMinor: number;
  /** One trip per day. */
  travelMinor: number;
  totalMinor: number;
}

interface Unit {
  line: number;
  value: number;
}

/**
 * The cheapest way to buy `lines` (each its whole quantity) in `country` over one to `maxDays`
 * days, each day costing `tripMinor`. Candidates for d days fill the days' allowances with the
 * largest units first (each to the day with the most room left); what fits nowhere goes either on
 * the fullest day or on a day of its own; a day whose receipt then misses the refund minimum is
 * merged back. Every candidate is costed exactly (`TripCosts.day`), one day included, so the
 * answer never costs more than not splitting. Null when a line is not sold in `country`.
 */
export function splitPurchases(
  costs: TripCosts,
  country: string,
  lines: readonly { line: number; quantity: number }[],
  tripMinor: number,
  maxDays = MAX_SPLIT_DAYS,
): PurchaseSplit | null {
  const whole = costs.trip(
    country,
    lines.map((l) => l.line),
    lines.map((l) => l.quantity),
  );
  if (!whole) return null;
  const one: PurchaseSplit = {
    days: [{ lines: lines.map((l) => ({ line: l.line, units: l.quantity })), trueCost: whole }],
    trueCostMinor: whole.totalMinor,
    travelMinor: tripMinor,
    totalMinor: whole.totalMinor + tripMinor,
  };
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (maxDays < 2 || count < 2 || count > MAX_SPLIT_UNITS || !costs.taxedFrom(country)) return one;

  const units: Unit[] = [];
  for (const l of lines) {
    const value = costs.unitValue(country, l.line);
    for (let u = 0; u < l.quantity; u++) units.push({ line: l.line, value });
  }
  units.sort((a, b) => b.value - a.value);
  let best = one;
  for (let d = 2; d <= Math.min(maxDays, count); d++) {
    for (const overflowAlone of [false, true]) {
      const groups = fill(costs, units, d, overflowAlone);
      const candidate =
        groups && cost(costs, country, mergeBelowMinimum(costs, country, groups), tripMinor);
      if (candidate && candidate.totalMinor < best.totalMinor) best = candidate;
    }
  }
  return best;
}

/**
 * Units to `d` days: the allowances of every traveller on every day (on `d - 1` days when
 * `overflowAlone`) as bins; each unit, largest first, to the bin with the most room that takes it
 * (Switzerland pools divisible goods between travellers, so a day is one bin there; an item above
 * one person's allowance fits no bin, except in Iceland where it uses what is left). Units that
 * fit nowhere go on the day with the least room left, or on a day of their own.
 */
function fill(costs: TripCosts, units: readonly Unit[], d: number, overflowAlone: boolean) {
  const { perPersonMinor, kind } = costs.allowance;
  const pooled = kind === "whole-value-above";
  const perDay = pooled ? 1 : costs.travellers;
  const binSize = pooled ? perPersonMinor * costs.travellers : perPersonMinor;
  const filledDays = overflowAlone ? d - 1 : d;
  const room = new Array<number>(filledDays * perDay).fill(binSize);
  const days: Unit[][] = Array.from({ length: d }, () => []);
  const overflow: Unit[] = [];
  for (const unit of units) {
    let pick = -1;
    for (let b = 0; b < room.length; b++) {
      const fits =
        kind === "excess-above"
          ? room[b]! > 0
          : unit.value <= room[b]! && unit.value <= perPersonMinor;
      if (fits && (pick < 0 || room[b]! > room[pick]!)) pick = b;
    }
    if (pick < 0) {
      overflow.push(unit);
      continue;
    }
    room[pick] = Math.max(0, room[pick]! - unit.value);
    days[Math.floor(pick / perDay)]!.push(unit);
  }
  if (overflow.length > 0) {
    let target = d - 1;
    if (!overflowAlone) {
      // The day with the least room left: its allowance is the most used already.
      let least = Number.POSITIVE_INFINITY;
      for (let day = 0; day < d; day++) {
        const left = room.slice(day * perDay, (day + 1) * perDay).reduce((a, b) => a + b, 0);
        if (left < least) {
          least = left;
          target = day;
        }
      }
    }
    days[target]!.push(...overflow);
  }
  const kept = days.filter((day) => day.length > 0);
  return kept.length < 2 ? null : kept;
}

/** Units grouped by line, in line order. */
function grouped(day: readonly Unit[]): { line: number; units: number }[] {
  const byLine = new Map<number, number>();
  for (const unit of day) byLine.set(unit.line, (byLine.get(unit.line) ?? 0) + 1);
  return [...byLine].sort((a, b) => a[0] - b[0]).map(([line, units]) => ({ line, units }));
}

/** A day whose receipt is below the refund minimum joins the day with the largest receipt. */
function mergeBelowMinimum(costs: TripCosts, country: string, days: Unit[][]): Unit[][] {
  const result = days.map((day) => [...day]);
  for (let at = result.length - 1; at >= 0 && result.length > 1; at--) {
    const lines = grouped(result[at]!);
    const trip = costs.trip(
      country,
      lines.map((l) => l.line),
      lines.map((l) => l.units),
    );
    if (trip?.refundOutcome !== "below-minimum") continue;
    const [removed] = result.splice(at, 1);
    let largest = 0;
    for (let other = 1; other < result.length; other++) {
      if (shelfOf(result[other]!) > shelfOf(result[largest]!)) largest = other;
    }
    result[largest]!.push(...removed!);
  }
  return result;
}

const shelfOf = (day: readonly Unit[]) => day.reduce((sum, unit) => sum + unit.value, 0);

function cost(
  costs: TripCosts,
  country: string,
  days: readonly Unit[][],
  tripMinor: number,
): PurchaseSplit | null {
  const priced: SplitDay[] = [];
  for (const day of days) {
    const lines = grouped(day);
    const trueCost = costs.trip(
      country,
      lines.map((l) => l.line),
      lines.map((l) => l.units),
    );
    if (!trueCost) return null;
    priced.push({ lines, trueCost });
  }
  priced.sort((a, b) => b.trueCost.shelfMinor - a.trueCost.shelfMinor);
  const trueCostMinor = priced.reduce((sum, day) => sum + day.trueCost.totalMinor, 0);
  const travelMinor = tripMinor * priced.length;
  return { days: priced, trueCostMinor, travelMinor, totalMinor: trueCostMinor + travelMinor };
}

/** Several days' true costs as one: amounts added, refunded only if every receipt was. */
export function sumTrueCosts(days: readonly TripTrueCost[]): TripTrueCost {
  const first = days[0]!;
  const sum = (pick: (cost: TripTrueCost) => number) =>
    days.reduce((total, cost) => total + pick(cost), 0);
  const duties = days.map((cost) => cost.dutyMinor);
  return {
    shelfMinor: sum((cost) => cost.shelfMinor),
    refundOutcome:
      days.find((cost) => cost.refundOutcome !== "refunded")?.refundOutcome ?? first.refundOutcome,
    refundMinor: sum((cost) => cost.refundMinor),
    refundMinimum: first.refundMinimum,
    importVatMinor: sum((cost) => cost.importVatMinor),
    dutyMinor: duties.some((duty) => duty === null) ? null : sum((cost) => cost.dutyMinor ?? 0),
    allowanceMinor: sum((cost) => cost.allowanceMinor),
    allowanceUsedMinor: sum((cost) => cost.allowanceUsedMinor),
    allowanceExceeded: days.some((cost) => cost.allowanceExceeded),
    totalMinor: sum((cost) => cost.totalMinor),
  };
}
