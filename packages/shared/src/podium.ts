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
}

/** Why a country has no place on the podium. */
export type NoPriceReason = "not_sold" | "unknown" | "no_rate" | "pending";

export interface PodiumEntry {
  country: string;
  /** 1 for the cheapest; equal prices share a rank. Null when there is no price to compare. */
  rank: number | null;
  local: Money | null;
  converted: Converted | null;
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
    entry.converted = convert(entry.local, input.currency, input.rates);
    if (entry.converted) priced.push(entry);
    else {
      entry.reason = "no_rate";
      unpriced.push(entry);
    }
  }
  // Stable sort: equal prices keep the shopper's order.
  priced.sort((a, b) => a.converted!.amountMinor - b.converted!.amountMinor);
  const home = priced.find((entry) => entry.isHome);
  let previous: number | null = null;
  let rank = 0;
  priced.forEach((entry, index) => {
    const amount = entry.converted!.amountMinor;
    if (amount !== previous) rank = index + 1;
    previous = amount;
    entry.rank = rank;
    if (home && !entry.isHome) {
      const homeAmount = home.converted!.amountMinor;
      const difference = amount - homeAmount;
      entry.vsHome = {
        amountMinor: difference,
        percent: homeAmount ? percentOf(difference, homeAmount) : 0,
      };
    }
  });
  return [...priced, ...unpriced];
}
