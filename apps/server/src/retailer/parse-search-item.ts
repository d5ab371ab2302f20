import { z } from "zod";
import {
  isFamilyTagged,
  type MemberPriceIgnored,
  priceTags,
  withinDates,
} from "./member-price-fields.ts";
import { minorOrNull, numeralFromParts } from "./price-fields.ts";
import { isCombinationUrl } from "./product-url.ts";
import { articleCodeField, currencyCode, lenient, numeral } from "./response-fields.ts";
import type { Availability, OfferContext, RetailerOffer } from "./retailer-offer.ts";
import { parseWith, RetailerResponseError } from "./retailer-response-error.ts";

const displayPrice = z.object({
  wholeNumber: lenient(z.string()),
  decimals: lenient(z.string()),
  numeral: lenient(numeral),
});

/**
 * One product of the search API (sik), as in search results (`items[].product`) and product lists
 * (`productWindow[]`). Older answers carry `priceNumeral`/`currencyCode` at the top (the NL fixture),
 * newer ones a `salesPrice` object, with `previous` during a price cut.
 */
export const searchItemSchema = z.object({
  itemNo: lenient(articleCodeField),
  id: lenient(articleCodeField),
  itemType: lenient(z.string()),
  name: z.string().trim().min(1),
  typeName: lenient(z.string()),
  priceNumeral: lenient(numeral),
  currencyCode: lenient(currencyCode),
  price: lenient(displayPrice),
  salesPrice: lenient(
    z.object({
      numeral: lenient(numeral),
      currencyCode: lenient(currencyCode),
      current: lenient(displayPrice),
      previous: lenient(displayPrice),
      ...priceTags,
    }),
  ),
  pipUrl: lenient(z.string().min(1)),
  mainImageUrl: lenient(z.string().min(1)),
  onlineSellable: lenient(z.boolean()),
  itemMeasureReferenceText: lenient(z.string()),
});

export type SearchItem = z.output<typeof searchItemSchema>;

const numeralOf = (price: z.output<typeof displayPrice> | null | undefined): number | null =>
  price ? (price.numeral ?? numeralFromParts(price.wholeNumber, price.decimals)) : null;

const availabilityOf = (onlineSellable: boolean | null | undefined): Availability =>
  onlineSellable === true ? "online" : onlineSellable === false ? "in_store" : "unknown";

interface SplitPrices {
  priceMinor: number | null;
  regularPriceMinor: number | null;
  memberPriceMinor: number | null;
  memberPriceIgnored: MemberPriceIgnored | null;
}

/**
 * The shelf, regular and member prices of an item. Tagged `FAMILY_PRICE`, `current` is the
 * members' price and `previous` the shelf price everyone else pays (decision 045); a tag with no
 * price beside it, a member price not below the shelf one or one outside its dates is not kept,
 * and the item is then read as an untagged one.
 */
function splitPrices(
  item: SearchItem,
  currentMinor: number | null,
  currency: string | null,
  observedAt: Date,
): SplitPrices {
  const sales = item.salesPrice;
  const previousMinor = minorOrNull(numeralOf(sales?.previous), currency);
  const plain = (ignored: MemberPriceIgnored | null): SplitPrices => ({
    priceMinor: currentMinor,
    regularPriceMinor:
      previousMinor !== null && currentMinor !== null && previousMinor > currentMinor
        ? previousMinor
        : null,
    memberPriceMinor: null,
    memberPriceIgnored: ignored,
  });
  if (!sales || !isFamilyTagged(sales) || currentMinor === null) return plain(null);
  if (previousMinor === null) return { ...plain("no_price_beside_it"), regularPriceMinor: null };
  if (currentMinor >= previousMinor)
    return { ...plain("not_lower_than_shelf"), regularPriceMinor: null };
  if (!withinDates(sales, observedAt)) {
    // Out of its dates the members' price no longer holds: everyone pays the shelf price.
    return {
      priceMinor: previousMinor,
      regularPriceMinor: null,
      memberPriceMinor: null,
      memberPriceIgnored: "outside_its_dates",
    };
  }
  return {
    priceMinor: previousMinor,
    regularPriceMinor: null,
    memberPriceMinor: currentMinor,
    memberPriceIgnored: null,
  };
}

export function parseSearchItem(json: unknown, context: OfferContext): RetailerOffer {
  const item = parseWith(searchItemSchema, json, "search item");
  const articleCode = item.itemNo ?? item.id;
  if (!articleCode) throw new RetailerResponseError("Unexpected search item: no 8-digit itemNo");
  const currency = item.salesPrice?.currencyCode ?? item.currencyCode ?? null;
  const major =
    item.salesPrice?.numeral ??
    numeralOf(item.salesPrice?.current) ??
    item.priceNumeral ??
    numeralOf(item.price);
  if (major !== null && currency === null) {
    throw new RetailerResponseError("Unexpected search item: a price without currencyCode");
  }
  const prices = splitPrices(item, minorOrNull(major, currency), currency, context.observedAt);
  return {
    articleCode,
    country: context.market.country,
    ...prices,
    currency,
    availability: availabilityOf(item.onlineSellable),
    productUrl: item.pipUrl ?? null,
    name: item.name,
    typeName: item.typeName || null,
    imageUrl: item.mainImageUrl ?? null,
    isCombination: item.itemType === "SPR" || isCombinationUrl(item.pipUrl),
    measure: item.itemMeasureReferenceText || null,
    observedAt: context.observedAt,
  };
}
