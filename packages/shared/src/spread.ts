/**
 * Issue 25, spread alerts: "tell me when one of my countries is at least Z % (or Z) cheaper than
 * home". Pure: every amount comes in already converted to the home currency (integer minor units,
 * each unit price converted and rounded once, as the podium and the wishlist show it).
 */

/** The percentage a shopper may ask for: below 1 every rounding would fire, above 90 never. */
export const SPREAD_PERCENT_MIN = 1;
export const SPREAD_PERCENT_MAX = 90;

/** An amount threshold is in the home currency's minor units (`currency` says which). */
export type SpreadThreshold =
  | { kind: "percent"; percent: number }
  | { kind: "amount"; amountMinor: number; currency: string };

export interface Spread {
  /** The cheapest picked country, home excluded. */
  country: string;
  homeMinor: number;
  totalMinor: number;
  /** home − country, > 0. */
  savingMinor: number;
  /** The saving as a whole percentage of home, rounded down (never more than it is). */
  percent: number;
}

/** One article of what is compared, with its unit price per country (home currency). */
export interface SpreadLine {
  quantity: number;
  prices: Partial<Record<string, number>>;
}

/**
 * Each country's total for all the lines, or nothing for a country missing one of them: a
 * country is compared only where the whole list can be bought (the wishlist's one-country plan).
 */
export function totalsByCountry(
  lines: readonly SpreadLine[],
  countries: readonly string[],
): Map<string, number> {
  const totals = new Map<string, number>();
  if (lines.length === 0) return totals;
  for (const country of countries) {
    let total = 0;
    let complete = true;
    for (const line of lines) {
      const price = line.prices[country];
      if (price === undefined) {
        complete = false;
        break;
      }
      total += price * line.quantity;
    }
    if (complete) totals.set(country, total);
  }
  return totals;
}

/** Whether a saving on a home total reaches the threshold (integers only: no float edge). */
export function meetsThreshold(
  savingMinor: number,
  homeMinor: number,
  threshold: SpreadThreshold,
): boolean {
  if (savingMinor <= 0) return false;
  if (threshold.kind === "amount") return savingMinor >= threshold.amountMinor;
  return savingMinor * 100 >= threshold.percent * homeMinor;
}

/**
 * The cheapest of the picked countries when it is at least the threshold below home; null when
 * none is; `unknown` when home has no total (nothing can be said either way).
 */
export function spreadOf(options: {
  home: string;
  countries: readonly string[];
  totals: ReadonlyMap<string, number>;
  threshold: SpreadThreshold;
}): Spread | null | "unknown" {
  const { home, countries, totals, threshold } = options;
  const homeMinor = totals.get(home);
  if (homeMinor === undefined || homeMinor <= 0) return "unknown";
  let best: { country: string; totalMinor: number } | null = null;
  for (const country of countries) {
    const totalMinor = totals.get(country);
    if (country === home || totalMinor === undefined) continue;
    if (!best || totalMinor < best.totalMinor) best = { country, totalMinor };
  }
  if (!best) return null;
  const savingMinor = homeMinor - best.totalMinor;
  if (!meetsThreshold(savingMinor, homeMinor, threshold)) return null;
  return {
    ...best,
    homeMinor,
    savingMinor,
    percent: Math.floor((savingMinor * 100) / homeMinor),
  };
}

/**
 * Fire once: a mail when the condition becomes true, none while it stays true, and another only
 * after it was seen false. An unknown outcome (home without a price) changes nothing.
 */
export function nextSpreadState(
  wasMet: boolean,
  outcome: Spread | null | "unknown",
): { met: boolean; fire: boolean } {
  if (outcome === "unknown") return { met: wasMet, fire: false };
  const met = outcome !== null;
  return { met, fire: met && !wasMet };
}
