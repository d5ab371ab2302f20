import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { basketListResponseSchema } from "./identity.ts";
import {
  basketIdParamsSchema,
  basketNameSchema,
  comparisonResponseSchema,
  comparisonSettingsSchema,
  shareResponseSchema,
  shareTokenParamsSchema,
  wishlistItemSchema,
} from "./wishlist.ts";

/** `POST /api/baskets` (201): the new basket, which becomes the current one. */
export const newBasketResponseSchema = z.object({
  iBasket: z.number().int(),
  sIndex: z.number().int(),
});
export type NewBasketResponse = z.infer<typeof newBasketResponseSchema>;

/** `GET /api/shared/{token}`: someone's wishlist, read-only, while they keep the link alive. */
export const sharedWishlistResponseSchema = z.object({
  name: z.string(),
  /** The owner's first name; empty when they gave none. Nothing else about them is shown. */
  owner: z.string(),
  countries: z.array(z.string()),
  home: z.string(),
  items: z.array(wishlistItemSchema),
});
export type SharedWishlistResponse = z.infer<typeof sharedWishlistResponseSchema>;

const ownBasket = [{ in: "params", name: "id", kind: "basket" }] as const;

/** Beyond FREE_BASKETS a profile needs premium (402). */
export const createBasket = defineEndpoint({
  method: "POST",
  path: "/api/baskets",
  body: basketNameSchema,
  response: newBasketResponseSchema,
  access: "profile",
});

/** Renames the basket; answers the profile's baskets. */
export const renameBasket = defineEndpoint({
  method: "PATCH",
  path: "/api/baskets/:id",
  params: basketIdParamsSchema,
  body: basketNameSchema,
  response: basketListResponseSchema,
  access: "profile",
  owned: ownBasket,
});

/** The last basket stays (409 last_basket); answers the profile's baskets. */
export const deleteBasket = defineEndpoint({
  method: "DELETE",
  path: "/api/baskets/:id",
  params: basketIdParamsSchema,
  response: basketListResponseSchema,
  access: "profile",
  owned: ownBasket,
});

/** The header's wishlist and picklist links open the current basket (spec §2). */
export const makeBasketCurrent = defineEndpoint({
  method: "POST",
  path: "/api/baskets/:id/current",
  params: basketIdParamsSchema,
  response: z.void(),
  access: "profile",
  owned: ownBasket,
});

/** A new read-only link (the previous one stops working). */
export const shareBasket = defineEndpoint({
  method: "POST",
  path: "/api/baskets/:id/share",
  params: basketIdParamsSchema,
  response: shareResponseSchema,
  access: "profile",
  owned: ownBasket,
});

export const stopSharingBasket = defineEndpoint({
  method: "DELETE",
  path: "/api/baskets/:id/share",
  params: basketIdParamsSchema,
  response: z.void(),
  access: "profile",
  owned: ownBasket,
});

/** The basket with each country's unit price, as a CSV file to save (decision 015). */
export const exportBasketCsv = defineEndpoint({
  method: "GET",
  path: "/api/baskets/:id/export.csv",
  params: basketIdParamsSchema,
  response: { kind: "file", contentType: "text/csv" },
  access: "profile",
  owned: ownBasket,
});

/** Whoever holds the unguessable token sees the list, until the owner revokes it. */
export const getSharedWishlist = defineEndpoint({
  method: "GET",
  path: "/api/shared/:token",
  params: shareTokenParamsSchema,
  response: sharedWishlistResponseSchema,
  access: "anyone",
  publicIds: true,
});

/**
 * The shared list compared as its owner compares it (their home and countries); travel from the
 * place the visitor gives, if any. The token is the only id.
 */
export const compareSharedWishlist = defineEndpoint({
  method: "GET",
  path: "/api/shared/:token/comparison",
  params: shareTokenParamsSchema,
  query: comparisonSettingsSchema,
  response: comparisonResponseSchema,
  access: "anyone",
  publicIds: true,
});
