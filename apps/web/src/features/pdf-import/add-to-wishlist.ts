import type { ImportItem } from "@frontalier/shared/contracts/pdf-import";
import { type BulkAddResponse, bulkAddResponseSchema } from "@frontalier/shared/contracts/wishlist";
import { apiRequest } from "../../lib/api-client";
import { refreshSession } from "../../lib/session/session-store";

export type WishlistTarget = "current" | "new";

/**
 * Adds the reviewed lines to the shopper's current wishlist or to a new basket (which becomes the
 * current one): `POST /api/wishlist/items/bulk` with `{ items: [{ code, quantity }], basket }`.
 */
export async function addImportedToWishlist(
  items: readonly ImportItem[],
  target: WishlistTarget,
): Promise<BulkAddResponse> {
  const result = await apiRequest("/api/wishlist/items/bulk", {
    method: "POST",
    body: { items: items.map(({ code, quantity }) => ({ code, quantity })), basket: target },
    schema: bulkAddResponseSchema,
  });
  await refreshSession();
  return result;
}
