import type { ImportItem } from "@frontalier/shared/contracts/pdf-import";
import { z } from "zod";
import { apiRequest } from "../../lib/api-client";

export type WishlistTarget = "current" | "new";

// The wishlist (issue "Wishlists") is being built alongside this page; its contract will replace
// this schema. Until then the answer is only checked to be JSON.
const bulkAddResponseSchema = z.unknown();

/**
 * Adds the reviewed lines to the shopper's current wishlist or to a new basket:
 * `POST /api/wishlist/items/bulk` with `{ items: [{ code, quantity }], basket }`.
 */
export function addImportedToWishlist(items: readonly ImportItem[], target: WishlistTarget) {
  return apiRequest("/api/wishlist/items/bulk", {
    method: "POST",
    body: { items: items.map(({ code, quantity }) => ({ code, quantity })), basket: target },
    schema: bulkAddResponseSchema,
  });
}
