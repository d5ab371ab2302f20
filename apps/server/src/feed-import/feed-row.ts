export type Availability = "online" | "in_store" | "not_sold" | "unknown";

/** The article facts a feed row carries; null when the feed does not say. */
export interface ArticleFacts {
  articleCode: string;
  isCombination: boolean;
  name: string;
  typeName: string | null;
  description: string | null;
  imageUrl: string | null;
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
}

/** What a format reads from one record, before its country and currency are checked. */
export interface ParsedRow extends ArticleFacts {
  /** Upper-case ISO 3166-1 alpha-2 code. */
  country: string;
  /** ISO 4217 code; null when the price carries none and the country's currency applies. */
  currency: string | null;
  /** Major units, as written (`1785.5`); converted once the currency is known. */
  price: number;
  /** The price before a reduction, when the feed shows one. */
  regularPrice: number | null;
  availability: Availability;
  productUrl: string | null;
  /** ISO 8601 instant (`2020-04-20T00:00:00.000Z`). */
  observedAt: string;
}

/** A row ready to be written: known country, its currency, integer minor units. */
export interface FeedRow extends ArticleFacts {
  line: number;
  country: string;
  currency: string;
  priceMinor: number;
  regularPriceMinor: number | null;
  availability: Availability;
  productUrl: string | null;
  observedAt: string;
}
