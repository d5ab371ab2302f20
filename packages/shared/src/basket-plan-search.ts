/**
 * The search behind basket-plan.ts: the basket as a dense matrix, the countries worth trying,
 * and a depth-first search over sets of at most k of them.
 */
import type { BasketLine, BasketPlanInput, TravelCost } from "./basket-plan.ts";

/** The basket as dense arrays: rows by country (preference order), columns by plannable line. */
export interface Prepared {
  input: BasketPlanInput;
  /** Home, then the picklist order: the order ties are broken in. */
  order: string[];
  /** Per country, the cost of one trip; null when it cannot be visited. */
  trip: (number | null)[];
  /** Indices into input.items of the lines a plan covers. */
  plannable: number[];
  /** lineCost[c * plannable.length + j]: quantity × unit price, Infinity when not priced. */
  lineCost: Float64Array;
  /** Lines priced in at least one picklist country (visitable or not). */
  available: BasketLine[];
  unavailable: string[];
  unreachable: string[];
}

export const priceIn = (line: BasketLine, country: string): number | null =>
  line.prices[country] ?? null;

export function tripCost(travel: TravelCost, country: string, home: string): number | null {
  if (travel.kind === "none") return 0;
  if (travel.kind === "fixed") return country === home ? 0 : travel.perTripMinor;
  const km = travel.distanceKm[country];
  return km === undefined || km === null ? null : Math.round(2 * km * travel.perKmMinor);
}

/** Call after validating the input (basket-plan.ts). */
export function prepareBasket(input: BasketPlanInput): Prepared {
  const order = [...new Set([input.home, ...input.countries])];
  const trip = order.map((country) => tripCost(input.travel, country, input.home));
  const plannable: number[] = [];
  const available: BasketLine[] = [];
  const unavailable: string[] = [];
  const unreachable: string[] = [];
  input.items.forEach((line, index) => {
    const sold = order.map((_, c) => c).filter((c) => priceIn(line, order[c]!) !== null);
    if (sold.length === 0) unavailable.push(line.code);
    else available.push(line);
    if (sold.length > 0 && sold.every((c) => trip[c] === null)) unreachable.push(line.code);
    else if (sold.length > 0) plannable.push(index);
  });
  const lineCost = new Float64Array(order.length * plannable.length).fill(Infinity);
  order.forEach((country, c) => {
    if (trip[c] === null) return;
    plannable.forEach((index, j) => {
      const line = input.items[index]!;
      const price = priceIn(line, country);
      if (price !== null) lineCost[c * plannable.length + j] = line.quantity * price;
    });
  });
  return { input, order, trip, plannable, lineCost, available, unavailable, unreachable };
}

/**
 * Countries worth trying: visitable, selling something, and not dominated by an earlier one (no
 * dearer trip, no dearer line). Swapping a dominated country for its dominator never costs more
 * and wins the tie-break, so no winning set contains it.
 */
function candidates(prepared: Prepared): number[] {
  const { order, trip, lineCost } = prepared;
  const n = prepared.plannable.length;
  const kept: number[] = [];
  for (let c = 0; c < order.length; c++) {
    const tripC = trip[c] ?? null;
    if (tripC === null) continue;
    const row = lineCost.subarray(c * n, (c + 1) * n);
    if (n > 0 && row.every((cost) => cost === Infinity)) continue;
    const dominated = order.some((_, d) => {
      const tripD = trip[d] ?? null;
      if (d >= c || tripD === null || tripD > tripC) return false;
      for (let j = 0; j < n; j++) if (lineCost[d * n + j]! > row[j]!) return false;
      return true;
    });
    if (!dominated) kept.push(c);
  }
  return kept;
}

/**
 * The set of at most k countries minimising Σ (cheapest line in the set) + Σ trips; ties go to
 * fewer countries, then to the set that comes first in preference order (home, then picklist).
 * Depth-first over candidate sets in that order, carrying the per-line minimum of the prefix.
 */
export function bestSet(prepared: Prepared, k: number): number[] | null {
  const { trip, lineCost } = prepared;
  const n = prepared.plannable.length;
  const countries = candidates(prepared);
  // suffix[at * n + j]: the cheapest line j among countries[at…], a floor for any extension.
  const suffix = new Float64Array((countries.length + 1) * n).fill(Infinity);
  for (let at = countries.length - 1; at >= 0; at--) {
    const offset = countries[at]! * n;
    for (let j = 0; j < n; j++) {
      suffix[at * n + j] = Math.min(suffix[(at + 1) * n + j]!, lineCost[offset + j]!);
    }
  }
  let bestCost = n === 0 ? 0 : Infinity;
  let best: number[] | null = n === 0 ? [] : null;
  const chosen: number[] = [];
  const minima = Array.from({ length: k }, () => new Float64Array(n));

  const visit = (depth: number, from: number, previous: Float64Array, tripsSoFar: number) => {
    const current = minima[depth]!;
    const isLeaf = depth + 1 === k;
    for (let at = from; at < countries.length; at++) {
      const c = countries[at]!;
      const trips = tripsSoFar + trip[c]!;
      const offset = c * n;
      let sum = trips;
      let floor = trips;
      if (isLeaf) {
        for (let j = 0; j < n && sum <= bestCost; j++) {
          sum += Math.min(lineCost[offset + j]!, previous[j]!);
        }
      } else {
        const next = (at + 1) * n;
        for (let j = 0; j < n; j++) {
          const min = Math.min(lineCost[offset + j]!, previous[j]!);
          current[j] = min;
          sum += min;
          floor += Math.min(min, suffix[next + j]!);
        }
      }
      chosen.push(c);
      // Depth-first visits sets of one size in preference order: an equal cost wins only when smaller.
      if (sum < bestCost || (sum === bestCost && best !== null && chosen.length < best.length)) {
        bestCost = sum;
        best = [...chosen];
      }
      // Trips are ≥ 0, so no extension of this set costs less than its floor.
      if (!isLeaf && floor <= bestCost) visit(depth + 1, at + 1, current, trips);
      chosen.pop();
    }
  };
  if (n > 0) visit(0, 0, new Float64Array(n).fill(Infinity), 0);
  return best;
}

/** Up to this many candidate countries the split with trips is searched exactly. */
export const EXACT_SPLIT_CANDIDATES = 12;

/**
 * The cheapest set of any size, trips included (the split when travel counts). Exact up to
 * EXACT_SPLIT_CANDIDATES candidate countries; beyond, choosing the stops is a facility-location
 * problem whose exact search grows exponentially (4.5 s for 500 articles × 30 countries), so the
 * set is improved from `start` (the k-country plan) by adding or dropping one country at a time
 * while that lowers the total: never dearer than `start`, in time linear in the basket per step.
 */
export function cheapestSet(prepared: Prepared, start: number[] | null): number[] | null {
  const n = prepared.plannable.length;
  if (n === 0) return [];
  const countries = candidates(prepared);
  if (countries.length <= EXACT_SPLIT_CANDIDATES) return bestSet(prepared, countries.length);
  return improveSet(prepared, countries, start ?? greedySet(prepared, countries));
}

/** Per line the cheapest and second cheapest cost in a set, and where the cheapest is. */
function lineMinima(prepared: Prepared, set: readonly number[]) {
  const n = prepared.plannable.length;
  const best = new Float64Array(n).fill(Infinity);
  const second = new Float64Array(n).fill(Infinity);
  const at = new Int32Array(n).fill(-1);
  for (const c of set) {
    for (let j = 0; j < n; j++) {
      const cost = prepared.lineCost[c * n + j]!;
      if (cost < best[j]!) {
        second[j] = best[j]!;
        best[j] = cost;
        at[j] = c;
      } else if (cost < second[j]!) second[j] = cost;
    }
  }
  return { best, second, at };
}

/** From nothing, the country that lowers the total most, until none does and every line is covered. */
function greedySet(prepared: Prepared, countries: readonly number[]): number[] | null {
  const set: number[] = [];
  while (set.length < countries.length) {
    const { best } = lineMinima(prepared, set);
    const next = bestAddition(prepared, countries, set, best);
    const covered = best.every((cost) => cost < Infinity);
    if (next === null || (covered && next.delta >= 0)) break;
    set.push(next.country);
  }
  return lineMinima(prepared, set).best.every((cost) => cost < Infinity) ? set : null;
}

function bestAddition(
  prepared: Prepared,
  countries: readonly number[],
  set: readonly number[],
  best: Float64Array,
): { country: number; delta: number } | null {
  const n = prepared.plannable.length;
  let choice: { country: number; delta: number } | null = null;
  for (const c of countries) {
    if (set.includes(c)) continue;
    let delta = prepared.trip[c]!;
    let covers = false;
    for (let j = 0; j < n; j++) {
      const cost = prepared.lineCost[c * n + j]!;
      if (cost < best[j]!) {
        covers = true;
        // An uncovered line counts as a large gain so that covering comes first.
        delta += best[j] === Infinity ? -Number.MAX_SAFE_INTEGER / n : cost - best[j]!;
      }
    }
    if (covers && (choice === null || delta < choice.delta)) choice = { country: c, delta };
  }
  return choice;
}

function improveSet(
  prepared: Prepared,
  countries: readonly number[],
  start: number[] | null,
): number[] | null {
  if (start === null) return null;
  const n = prepared.plannable.length;
  const set = [...start];
  for (let step = 0; step < 4 * countries.length; step++) {
    const { best, second, at } = lineMinima(prepared, set);
    const add = bestAddition(prepared, countries, set, best);
    let drop: { country: number; delta: number } | null = null;
    if (set.length > 1) {
      for (const c of set) {
        let delta = -prepared.trip[c]!;
        for (let j = 0; j < n; j++) if (at[j] === c) delta += second[j]! - best[j]!;
        if (drop === null || delta < drop.delta) drop = { country: c, delta };
      }
    }
    const move = [add, drop]
      .filter((m): m is { country: number; delta: number } => m !== null && m.delta < 0)
      .sort((a, b) => a.delta - b.delta)[0];
    if (move === undefined) break;
    if (move === add) set.push(move.country);
    else set.splice(set.indexOf(move.country), 1);
  }
  // Preference order, as the exact search returns it.
  return set.sort((a, b) => a - b);
}
