import { z } from "zod";
import { measureFromAlt } from "./measure-from-alt.ts";
import { minorOrNull, numeralFromParts } from "./price-fields.ts";
import { isCombinationUrl } from "./product-url.ts";
import { currencyCode, lenient, numeral } from "./response-fields.ts";
import type { OfferContext, RetailerOffer } from "./retailer-offer.ts";
import { parseWith, RetailerResponseError } from "./retailer-response-error.ts";

/** The PIP product JSON, `/{cc}/{lang}/products/{last3}/{s?}{code}.json` (SOURCES.md §3). */
export const productJsonSchema = z.object({
  id: lenient(z.string()),
  name: z.string().trim().min(1),
  typeName: lenient(z.string()),
  validDesignText: lenient(z.string()),
  mainImage: lenient(z.object({ url: lenient(z.string().min(1)), alt: lenient(z.string()) })),
  pipUrl: lenient(z.string().min(1)),
  priceNumeral: lenient(numeral),
  currencyCode: lenient(currencyCode),
  revampPrice: lenient(z.object({ integer: lenient(z.string()), decimals: lenient(z.string()) })),
  experimental: lenient(z.object({ isFamilyPrice: lenient(z.boolean()) })),
});

export type ProductJson = z.output<typeof productJsonSchema>;

export interface ProductJsonContext extends OfferContext {
  articleCode: string;
  /** Whether the answer came from the `s{code}` path. */
  isCombination: boolean;
}

const isEmptyObject = (json: unknown): boolean =>
  typeof json === "object" && json !== null && Object.keys(json).length === 0;

/**
 * The offer one product JSON describes, or null for `{}` — what the retailer answers with a 200
 * in a market that does not sell the article (seen in the US).
 */
export function parseProductJson(json: unknown, context: ProductJsonContext): RetailerOffer | null {
  if (isEmptyObject(json)) return null;
  const product = parseWith(productJsonSchema, json, "product JSON");
  const currency = product.currencyCode ?? null;
  const major =
    product.priceNumeral ??
    numeralFromParts(product.revampPrice?.integer, product.revampPrice?.decimals);
  if (major !== null && currency === null) {
    throw new RetailerResponseError("Unexpected product JSON: a price without currencyCode");
  }
  return {
    articleCode: context.articleCode,
    country: context.market.country,
    priceMinor: minorOrNull(major, currency),
    currency,
    // The product JSON shows only the current price; discounts appear in search and list items.
    regularPriceMinor: null,
    // It flags a member price (`experimental.isFamilyPrice`) but never carries it beside the
    // shelf price, so there is no member price to keep (decision 045).
    memberPriceMinor: null,
    memberPriceIgnored: product.experimental?.isFamilyPrice === true ? "flag_without_price" : null,
    // Nor does it say whether the article sells online or only in store.
    availability: "unknown",
    productUrl: product.pipUrl ?? null,
    name: product.name,
    typeName: product.typeName || null,
    imageUrl: product.mainImage?.url ?? null,
    isCombination: context.isCombination || isCombinationUrl(product.pipUrl),
    measure: measureFromAlt(product.mainImage?.alt),
    observedAt: context.observedAt,
  };
}
