import { computeTrueCost, type RefundOutcome } from "./cross-border/true-cost.ts";
import { isMemberSaving, pricePaid } from "./member-price/member-price.ts";
import { type Converted, convert, type Money, type RateTable } from "./money.ts";
import { percentOf, rankedAmount } from "./podium-verdict.ts";

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
  /** The member (IKEA Family) price, when the retailer shows one (decision 045). */
  memberPriceMinor?: number | null;
}

/** A member price beside the shelf one, and whether the entry is priced with it. */
export interface MemberPriceLine {
  price: Money;
  /** The shelf price less the member price, in the same currency (always positive). */
  savingMinor: number;
  /** The shopper is a member: `local`, `converted` and the rank use the member price. */
  used: boolean;
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
  /** The member price where the retailer shows a lower one (decision 045); absent otherwise. */
  member?: MemberPriceLine;
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
  /** The shopper is an IKEA Family member: a lower member price is the price they pay. */
  familyMember?: boolean;
}

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
    const member = offer.memberPriceMinor;
    const paid = pricePaid(offer.priceMinor, member, input.familyMember ?? false);
    entry.local = { amountMinor: paid, currency: offer.currency };
    const regular = offer.regularPriceMinor;
    // The regular price is struck through beside the shelf price it was reduced to.
    if (paid === offer.priceMinor && regular != null && regular > offer.priceMinor) {
      entry.regular = { amountMinor: regular, currency: offer.currency };
    }
    if (isMemberSaving(offer.priceMinor, member)) {
      entry.member = {
        price: { amountMinor: member, currency: offer.currency },
        savingMinor: offer.priceMinor - member,
        used: paid === member,
      };
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

export {
  type PodiumVerdict,
  podiumVerdict,
  rankedAmount,
  type VerdictEntry,
} from "./podium-verdict.ts";
