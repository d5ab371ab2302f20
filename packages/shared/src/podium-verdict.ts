import type { PodiumEntry } from "./podium.ts";

/*
 * The podium's verdict, apart from the ranking (`podium.ts`): the page imports only this, so its
 * chunk does not carry the cross-border rules the ranking computes with (issue 19).
 */

/** The amount an entry is ranked and compared by: its true cost when known, else its price. */
export const rankedAmount = (entry: Pick<PodiumEntry, "converted" | "trueCost">): number =>
  entry.trueCost?.totalMinor ?? entry.converted?.amountMinor ?? 0;

/** Rounded to one decimal, as shown: −12.3 %. */
export const percentOf = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** What the verdict needs of an entry (the server's `PodiumEntry` and the web's DTO both fit). */
export type VerdictEntry = Pick<
  PodiumEntry,
  "country" | "rank" | "converted" | "trueCost" | "vsHome" | "isHome" | "reason"
>;

/**
 * The podium's answer in one sentence (issue 19):
 * - `save`: a country is cheaper than home, by `amountMinor` (positive) and `percent` (positive,
 *   one decimal);
 * - `home`: home is the cheapest (maybe at the same price as `tiedWith`);
 * - `noHomePrice`: home has no price; `country` is the cheapest of the others;
 * - `onlyOne`: a single country has a price (`isHome` says whether it is home);
 * - `pending`: no price yet, some countries are still being looked up;
 * - `none`: no compared country has a price.
 * `tiedWith` lists the other countries at the cheapest price, in podium order.
 */
export type PodiumVerdict =
  | {
      kind: "save";
      country: string;
      home: string;
      amountMinor: number;
      percent: number;
      /** The cheapest price and the price at home. */
      priceMinor: number;
      homePriceMinor: number;
      currency: string;
      tiedWith: string[];
    }
  | { kind: "home"; home: string; amountMinor: number; currency: string; tiedWith: string[] }
  | {
      kind: "noHomePrice";
      country: string;
      home: string | null;
      amountMinor: number;
      currency: string;
      tiedWith: string[];
    }
  | { kind: "onlyOne"; country: string; isHome: boolean; amountMinor: number; currency: string }
  | { kind: "pending" }
  | { kind: "none" };

/**
 * The verdict of ranked entries (`rankPodium`'s order: cheapest first, home first among equal
 * prices, then the shopper's order), so the country named is the one the podium puts first.
 */
export function podiumVerdict(entries: readonly VerdictEntry[]): PodiumVerdict {
  const priced = entries.filter(
    (entry): entry is VerdictEntry & { converted: NonNullable<VerdictEntry["converted"]> } =>
      entry.rank !== null && entry.converted !== null,
  );
  const homeEntry = entries.find((entry) => entry.isHome);
  const best = priced[0];
  if (!best) {
    return entries.some((entry) => entry.reason === "pending")
      ? { kind: "pending" }
      : { kind: "none" };
  }
  const { currency } = best.converted;
  const amountMinor = rankedAmount(best);
  if (priced.length === 1) {
    return { kind: "onlyOne", country: best.country, isHome: best.isHome, amountMinor, currency };
  }
  const tiedWith = priced
    .slice(1)
    .filter((entry) => rankedAmount(entry) === amountMinor)
    .map((entry) => entry.country);
  const home = priced.find((entry) => entry.isHome);
  if (!home) {
    return {
      kind: "noHomePrice",
      country: best.country,
      home: homeEntry?.country ?? null,
      amountMinor,
      currency,
      tiedWith,
    };
  }
  if (best.isHome) return { kind: "home", home: best.country, amountMinor, currency, tiedWith };
  const homeAmount = rankedAmount(home);
  const saving = homeAmount - amountMinor;
  return {
    kind: "save",
    country: best.country,
    home: home.country,
    amountMinor: saving,
    percent: homeAmount ? percentOf(saving, homeAmount) : 0,
    priceMinor: amountMinor,
    homePriceMinor: homeAmount,
    currency,
    tiedWith,
  };
}
