import { parseSearchItem } from "./parse-search-item.ts";
import type { OfferContext, RetailerOffer } from "./retailer-offer.ts";

export interface OfferList {
  offers: RetailerOffer[];
  /** Items skipped because they could not be read, with the reason of each. */
  rejected: string[];
}

/** Reads each item on its own, so that one odd item (a planner, a content card) costs only itself. */
export function parseOfferItems(items: readonly unknown[], context: OfferContext): OfferList {
  const offers: RetailerOffer[] = [];
  const rejected: string[] = [];
  for (const item of items) {
    try {
      offers.push(parseSearchItem(item, context));
    } catch (error) {
      rejected.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { offers, rejected };
}
