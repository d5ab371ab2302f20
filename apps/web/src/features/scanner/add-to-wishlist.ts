import { type BulkAddResponse, bulkAddResponseSchema } from "@frontalier/shared/contracts/wishlist";
import type { ScannedArticle } from "@frontalier/shared/scanner/multi-article-code";
import { apiRequest } from "../../lib/api-client";
import { refreshSession } from "../../lib/session/session-store";

/**
 * Adds every article of a multi-article code to the shopper's current wishlist in one request
 * (`POST /api/wishlist/items/bulk`); the answer says what was added and which codes no country knows.
 */
export async function addScannedToWishlist(
  items: readonly ScannedArticle[],
): Promise<BulkAddResponse> {
  const result = await apiRequest("/api/wishlist/items/bulk", {
    method: "POST",
    body: { items: items.map(({ code, quantity }) => ({ code, quantity })) },
    schema: bulkAddResponseSchema,
  });
  await refreshSession();
  return result;
}
