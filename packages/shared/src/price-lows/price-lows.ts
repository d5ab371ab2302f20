import type { PriceLowBadge } from "./badges.ts";
import { civilDayStart } from "./civil-day.ts";
import { marketTimeZone } from "./market-time-zone.ts";

/** Directive 98/6/EC art. 6a: a reduction is announced against the lowest price of 30 days. */
export const REFERENCE_DAYS = 30;
/** The longer look back: "the lowest price in 90 days". */
export const LONG_LOW_DAYS = 90;

/** One observed price of an article in one country. */
export interface ObservedPrice {
  observedAtMs: number;
  /** Null: not sold then. */
  priceMinor: number | null;
  currency: string;
  /** The regular price the retailer showed beside a reduced `priceMinor`. */
  regularPriceMinor: number | null;
}

export type { PriceLowBadge } from "./badges.ts";

export interface PriceLows {
  priceMinor: number;
  currency: string;
  /** When the current price was first seen (its run of equal observations began). */
  sinceMs: number;
  /** The lowest over the REFERENCE_DAYS days before `sinceMs`'s day; null unless all are known. */
  low30Minor: number | null;
  /** The same over LONG_LOW_DAYS days. */
  low90Minor: number | null;
  badges: PriceLowBadge[];
  /** With `belowLow30`: how far below the 30-day low, in percent (positive). */
  belowLow30Percent?: number;
}

interface Window {
  /** The lowest price known in the window (what history there is). */
  knownLow: number | null;
  /** Every day of the window is known. */
  covered: boolean;
}

/**
 * The lows before the current price of one article in one country, and its badges.
 *
 * `observations` are oldest first and complete from the first one given: a price holds from its
 * observation to the next one, so the first one starts what is known. The reference period is
 * the whole calendar days (in the shop's time zone) before the day the current price was first
 * seen: "prior to the application of the price reduction" (art. 6a(2)). Observations of that day
 * itself are left out, so that a price changed twice in a day is not its own reference, and
 * repeated observations of the current price do not shift the period onto the reduction itself.
 * A badge needs every day of its period known (a price seen for the first time gets none); the
 * warning needs only one known lower or equal price, which is enough to prove it.
 */
export function priceLows(
  observations: readonly ObservedPrice[],
  country: string,
): PriceLows | null {
  const last = observations.at(-1);
  if (!last || last.priceMinor === null) return null;
  const price = last.priceMinor;
  // What is comparable: the observations since the currency last changed (euro adoption).
  let first = observations.length - 1;
  while (first > 0 && observations[first - 1]!.currency === last.currency) first--;
  let run = observations.length - 1;
  while (run > first && observations[run - 1]!.priceMinor === price) run--;
  const sinceMs = observations[run]!.observedAtMs;
  const zone = marketTimeZone(country);
  const dayStart = civilDayStart(sinceMs, zone);
  const window = (days: number): Window => {
    const from = civilDayStart(sinceMs, zone, -days);
    let knownLow: number | null = null;
    for (let i = first; i < run; i++) {
      const observation = observations[i]!;
      if (observation.observedAtMs >= dayStart) break;
      const until = observations[i + 1]!.observedAtMs;
      if (until <= from || observation.priceMinor === null) continue;
      if (knownLow === null || observation.priceMinor < knownLow) knownLow = observation.priceMinor;
    }
    return { knownLow, covered: observations[first]!.observedAtMs <= from };
  };
  const short = window(REFERENCE_DAYS);
  const long = window(LONG_LOW_DAYS);
  const low30Minor = short.covered ? short.knownLow : null;
  const low90Minor = long.covered ? long.knownLow : null;
  const badges: PriceLowBadge[] = [];
  let belowLow30Percent: number | undefined;
  if (low90Minor !== null && price <= low90Minor) badges.push("lowest90");
  const reduced = last.regularPriceMinor !== null && last.regularPriceMinor > price;
  if (reduced && short.knownLow !== null && price >= short.knownLow) {
    badges.push("notBelowLow30");
  } else if (reduced && low30Minor !== null && price < low30Minor) {
    badges.push("belowLow30");
    belowLow30Percent = ((low30Minor - price) / low30Minor) * 100;
  }
  return {
    priceMinor: price,
    currency: last.currency,
    sinceMs,
    low30Minor,
    low90Minor,
    badges,
    ...(belowLow30Percent === undefined ? {} : { belowLow30Percent }),
  };
}
