import { addWishlistItems, type BulkAddResponse } from "@frontalier/shared/contracts/wishlist";
import { call } from "../api/call";
import { refreshSession } from "./session-store";

/**
 * Many articles into one basket in one request (the scanner's multi-article codes, the PDF
 * import): the current basket, or a new one that becomes the current one, hence the session
 * fetched again. The answer says what was added and which codes no country knows.
 */
export async function addToWishlist(
  items: readonly { code: string; quantity: number }[],
  basket: "current" | "new" = "current",
): Promise<BulkAddResponse> {
  const result = await call(addWishlistItems, {
    body: { items: items.map(({ code, quantity }) => ({ code, quantity })), basket },
  });
  await refreshSession();
  return result;
}
