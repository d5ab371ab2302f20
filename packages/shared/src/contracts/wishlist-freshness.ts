import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { basketSelectorSchema } from "./wishlist.ts";

export const wishlistFreshnessResponseSchema = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      /** The oldest of the article's prices in the basket's countries; null: none known. */
      observedAt: z.string().nullable(),
      /** Some of those prices are being looked up at the retailer now. */
      refreshing: z.boolean(),
    }),
  ),
});
export type WishlistFreshnessResponse = z.infer<typeof wishlistFreshnessResponseSchema>;

/** How old the prices of basket `?iBasket=` are, article by article (issue 21). */
export const getWishlistFreshness = defineEndpoint({
  method: "GET",
  path: "/api/wishlist/freshness",
  query: basketSelectorSchema,
  response: wishlistFreshnessResponseSchema,
  access: "profile",
  owned: [{ in: "query", name: "iBasket", kind: "basket" }],
});
