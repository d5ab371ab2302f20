import { addWishlistItems, type BulkAddResponse } from "@frontalier/shared/contracts/wishlist";
import { call } from "../api/call";
import { refreshSession } from "./session-store";

/**
 * Where the articles come from, as the server tells them apart: lines the client lists (the PDF
 * import, over 30 needing premium), a scanned multi-article label, or a shared list's token.
 */
export type BulkSource =
  | { items: readonly { code: string; quantity: number }[] }
  | { label: string }
  | { share: string };

/**
 * Many articles into one basket in one request (the scanner's multi-article codes, the PDF
 * import): the current basket, or a new one that becomes the current one, hence the session
 * fetched again. The answer says what was added and which codes no country knows.
 */
export async function addToWishlist(
  source: BulkSource,
  basket: "current" | "new" = "current",
): Promise<BulkAddResponse> {
  const result = await call(addWishlistItems, { body: { ...bodyOf(source), basket } });
  await refreshSession();
  return result;
}

const bodyOf = (source: BulkSource) =>
  "items" in source
    ? { items: source.items.map(({ code, quantity }) => ({ code, quantity })) }
    : source;
