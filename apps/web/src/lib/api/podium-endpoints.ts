import type {
  getPodium,
  getPriceHistory,
  PodiumResponse,
  PriceHistoryResponse,
  streamPodium,
} from "@frontalier/shared/contracts/podium";
import type { getPriceLows, PriceLowsResponse } from "@frontalier/shared/contracts/price-lows";
import type { getWishlist, WishlistResponse } from "@frontalier/shared/contracts/wishlist";
import type { EndpointHead, HandReadEndpoint } from "./endpoint-head";
import { readPriceHistory, readPriceLows, readWishlist } from "./read-landing-answers";
import { readPodium } from "./read-podium";

/*
 * What a podium needs for its first paint, without zod (decision 046). Apart from
 * `schema-free-endpoints.ts`, which the entry imports: the podium's reader is the podium page's
 * weight, not every page's first download. Tied to the shared objects by type, and compared at
 * run time in `schema-free-endpoints.test.ts`.
 */

/**
 * The podium's answer, read by hand (`readPodium`): the page paints its verdict without zod and
 * the contracts' schemas, which its other calls fetch after that (decision 046).
 */
export const podiumFetch: HandReadEndpoint<typeof getPodium, PodiumResponse> = {
  method: "GET",
  path: "/api/articles/:code/podium",
  read: readPodium,
};

/** The podium's event stream (an EventSource): its updates are podiums, read by `readPodium`. */
export const podiumStreamHead: EndpointHead<typeof streamPodium> = {
  method: "GET",
  path: "/api/articles/:code/podium/stream",
};

/*
 * What a podium asks once it is painted, read by hand too (decision 049): a shopper landing on a
 * podium runs no zod at all. Its other calls (the add button's write, a premium user's alerts,
 * store stock) fetch their contracts when the shopper acts.
 */

/** The podium's price history. */
export const priceHistoryFetch: HandReadEndpoint<typeof getPriceHistory, PriceHistoryResponse> = {
  method: "GET",
  path: "/api/articles/:code/history",
  read: readPriceHistory,
};

/** The lows before each compared country's current price (issue 25). */
export const priceLowsFetch: HandReadEndpoint<typeof getPriceLows, PriceLowsResponse> = {
  method: "GET",
  path: "/api/articles/:code/lows",
  read: readPriceLows,
};

/** A basket's wishlist: the podium's add button shows how many of the article it holds. */
export const wishlistFetch: HandReadEndpoint<typeof getWishlist, WishlistResponse> = {
  method: "GET",
  path: "/api/wishlist",
  read: readWishlist,
};
