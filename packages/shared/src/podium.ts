import { computeTrueCost, type RefundOutcome } from "./cross-border/true-cost.ts";
import { type Converted, convert, type Money, type RateTable } from "./money.ts";

export type Availability = "online" | "in_store" | "not_sold" | "unknown";

/** What is known of an article's price in one country. */
export interface CountryOffer {
  country: string;
  priceMinor: number | null;
  currency: string;
  availability: Availability;
  observedAt: string | null;
  productUrl: string | null;
  /** The regular price while `priceMinor` is a reduced one, when the retailer shows it. */
  regularPriceMinor?: number | null;
}

/**
 * What one article bought in this country costs a shopper who carries it home across a border
 * (issue 25), in the podium's currency, which is then the home currency.
 */
export interface TrueCostLine {
  totalMinor: number;
  refundOutcome: RefundOutcome;
  /** The shop country's VAT refunded after the operator's fee (0 when none). */
  refundMinor: number;
  /** Import VAT at home; duty on top, null when the home country's duty is not known. */
  importVatMinor: number;
  dutyMinor: number | null;
  /** The shop country's minimum receipt for a refund, in its currency, when it has one. */
  refundMinimum: Money | null;
  /** The travellers' allowances together, and whether this purchase alone goes past them. */
  allowanceMinor: number;
  allowanceExceeded: boolean;
}

/** Why a country has no place on the podium. */
export type NoPriceReason = "not_sold" | "unknown" | "no_rate" | "pending";

export interface PodiumEntry {
  country: string;
  /** 1 for the cheapest; equal prices share a rank. Null when there is no price to compare. */
  rank: number | null;
  local: Money | null;
  /** The regular (previous) price in `local`'s currency, while `local` is reduced. */
  regular: Money | null;
  converted: Converted | null;
  /** Present when the shopper carries purchases home (`PodiumInput.carryHome`); ranks the entry. */
  trueCost?: TrueCostLine | null;
  /** Against the home country: negative = cheaper than at home. */
  vsHome: { amountMinor: number; percent: number } | null;
  isHome: boolean;
  reason: NoPriceReason | null;
  availability: Availability;
  observedAt: string | null;
  productUrl: string | null;
}

export interface PodiumInput {
  /** The countries compared, in the shopper's order (home first is usual, not required). */
  countries: readonly string[];
  home: string;
  currency: string;
  offers: readonly CountryOffer[];
  rates: RateTable;
  /** Countries whose price is being looked up right now. */
  pending?: ReadonlySet<string>;
  /**
   * The shopper lives outside the EU and carries purchases home: entries are ranked by their
   * true cost. Only honoured when `currency` is the home currency.
   */
  carryHome?: { travellers: number } | null;
}

/** The amount an entry is ranked and compared by: its true cost when known, else its price. */
export const rankedAmount = (entry: Pick<PodiumEntry, "converted" | "trueCost">): number =>
  entry.trueCost?.totalMinor ?? entry.converted?.amountMinor ?? 0;

function trueCostOf(local: Money, shop: string, input: PodiumInput): TrueCostLine | null {
  const carry = input.carryHome;
  if (!carry) return null;
  const result = computeTrueCost({
    shopCountry: shop,
    homeCountry: input.home,
    lines: [{ unit: local, quantity: 1 }],
    travellers: carry.travellers,
    rates: input.rates,
  });
  if (!result || result.currency !== input.currency) return null;
  const owed = result.importAtHome;
  return {
    totalMinor: result.trueCostMinor,
    refundOutcome: result.refund.outcome,
    refundMinor: result.refund.refundedMinor,
    refundMinimum: result.refund.minimum,
    importVatMinor: owed?.vatMinor ?? 0,
    dutyMinor: owed ? owed.dutyMinor : 0,
    allowanceMinor: owed?.allowanceMinor ?? 0,
    allowanceExceeded: owed?.allowanceExceeded ?? false,
  };
}

// "unknown" availability with a price is a price whose stock we do not know (the product JSON
// says nothing of stock): it is compared all the same.
const hasPrice = (
  offer: CountryOffer | undefined,
): offer is CountryOffer & { priceMinor: number } =>
  offer !== undefined && offer.priceMinor !== null && offer.availability !== "not_sold";

function reasonFor(offer: CountryOffer | undefined, pending: boolean): NoPriceReason {
  if (pending) return "pending";
  if (offer?.availability === "not_sold") return "not_sold";
  return "unknown";
}

/** Rounded to one decimal, as shown: −12.3 %. */
const percentOf = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/**
 * Brief §4: the price in every compared country, converted to the shopper's currency, ranked
 * cheapest first; countries without a price last, in the shopper's order, each with its reason.
 */
export function rankPodium(input: PodiumInput): PodiumEntry[] {
  const byCountry = new Map(input.offers.map((offer) => [offer.country, offer]));
  const priced: PodiumEntry[] = [];
  const unpriced: PodiumEntry[] = [];
  for (const country of input.countries) {
    const offer = byCountry.get(country);
    // Whole literals, not `{ ...base, more }`: V8 takes a slow path for a spread followed by
    // more properties (about 1 µs each), and the podium builds one entry per country per request.
    const entry: PodiumEntry = {
      country,
      rank: null,
      local: null,
      regular: null,
      converted: null,
      vsHome: null,
      isHome: country === input.home,
      reason: null,
      availability: offer?.availability ?? "unknown",
      observedAt: offer?.observedAt ?? null,
      productUrl: offer?.productUrl ?? null,
    };
    if (!hasPrice(offer)) {
      entry.reason = reasonFor(offer, input.pending?.has(country) ?? false);
      unpriced.push(entry);
      continue;
    }
    entry.local = { amountMinor: offer.priceMinor, currency: offer.currency };
    const regular = offer.regularPriceMinor;
    if (regular != null && regular > offer.priceMinor) {
      entry.regular = { amountMinor: regular, currency: offer.currency };
    }
    entry.converted = convert(entry.local, input.currency, input.rates);
    if (input.carryHome)
      entry.trueCost = entry.converted ? trueCostOf(entry.local, country, input) : null;
    if (entry.converted) priced.push(entry);
    else {
      entry.reason = "no_rate";
      unpriced.push(entry);
    }
  }
  // Equal prices: home first, then the shopper's order (the sort is stable).
  priced.sort((a, b) => rankedAmount(a) - rankedAmount(b) || Number(b.isHome) - Number(a.isHome));
  const home = priced.find((entry) => entry.isHome);
  let previous: number | null = null;
  let rank = 0;
  priced.forEach((entry, index) => {
    const amount = rankedAmount(entry);
    if (amount !== previous) rank = index + 1;
    previous = amount;
    entry.rank = rank;
    if (home && !entry.isHome) {
      const homeAmount = rankedAmount(home);
      const difference = amount - homeAmount;
      entry.vsHome = {
        amountMinor: difference,
        percent: homeAmount ? percentOf(difference, homeAmount) : 0,
      };
    }
  });
  return [...priced, ...unpriced];
}

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
