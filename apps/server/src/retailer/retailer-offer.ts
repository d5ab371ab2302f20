import type { Market } from "./market.ts";
import type { MemberPriceIgnored } from "./member-price-fields.ts";

/** What an answer says about buying the article there; "unknown" when the shape does not say. */
export type Availability = "online" | "in_store" | "not_sold" | "unknown";

/** One article in one country, as the retailer's public endpoints describe it. */
export interface RetailerOffer {
  /** 8 digits, without dots or the `s` prefix of combinations. */
  articleCode: string;
  country: string;
  /** Integer minor units of `currency`; null when the answer carries no price. */
  priceMinor: number | null;
  /** ISO 4217; null only when the answer carries neither price nor currency. */
  currency: string | null;
  /** The pre-discount price, when the answer shows one. */
  regularPriceMinor: number | null;
  /** The member (IKEA Family) price, below `priceMinor`, when the answer shows one (decision 045). */
  memberPriceMinor?: number | null;
  /** Why a member price the answer showed was not kept; null otherwise. */
  memberPriceIgnored?: MemberPriceIgnored | null;
  availability: Availability;
  productUrl: string | null;
  name: string;
  typeName: string | null;
  imageUrl: string | null;
  isCombination: boolean;
  /** The retailer's reference measure text (`80x28x202 cm`). */
  measure: string | null;
  observedAt: Date;
}

export type CountryStatus = "ok" | "not_found" | "error" | "timeout" | "circuit_open";

/** The outcome of asking one country about one article. */
export interface CountryResult {
  country: string;
  status: CountryStatus;
  offer?: RetailerOffer;
  error?: string;
  elapsedMs: number;
}

/** What a parser needs to know that the answer itself may not say. */
export interface OfferContext {
  market: Market;
  observedAt: Date;
}
