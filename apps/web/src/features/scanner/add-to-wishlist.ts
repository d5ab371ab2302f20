import type { ScannedArticle } from "@frontalier/shared/scanner/multi-article-code";
import { anyResponse, apiRequest } from "../../lib/api-client";

/**
 * Adds every article of a multi-article code to the shopper's wishlist in one request. The
 * wishlist API is being built alongside: this is its agreed shape, `POST /api/wishlist/items/bulk`
 * with `{ items: [{ code, quantity }] }`; the request and response contracts move to
 * packages/shared with it (the answer is not read until then).
 */
export async function addScannedToWishlist(items: readonly ScannedArticle[]): Promise<void> {
  await apiRequest("/api/wishlist/items/bulk", {
    method: "POST",
    body: { items: items.map(({ code, quantity }) => ({ code, quantity })) },
    schema: anyResponse,
  });
}
