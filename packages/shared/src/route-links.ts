import { extractArticleCode, formatArticleCode } from "./article-code.ts";

/**
 * Links to the screens of the route table (`routes.ts`) that take parameters, built in one place.
 * Kept apart from the table so that a link does not bring the whole table and its checks along
 * (the scanner's chunk, for one, would then load them on the first visit).
 */

/** `/podium/802.758.87` for an article code in any form spec §5 reads; throws for anything else. */
export function podiumPath(code: string): string {
  const digits = extractArticleCode(code);
  if (digits === null) throw new Error(`not an article code: ${code}`);
  return `/podium/${formatArticleCode(digits)}`;
}

/** Spec §2: a basket's wishlist, `/wishlist/{iBasket}?index={sIndex}`. */
export const wishlistPath = (basketId: number, index: number): string =>
  `/wishlist/${basketId}?index=${index}`;

/** Spec §2: the countries compared for a basket, `/picklist/{iBasket}/FR,BE,DE`. */
export const picklistPath = (basketId: number, countries: string | readonly string[]): string =>
  `/picklist/${basketId}/${typeof countries === "string" ? countries : countries.join(",")}`;

/**
 * The price map (`/map2`) of an article, in any form spec §5 reads, or of one of the shopper's
 * baskets by id; without either, of the current wishlist.
 */
export function priceMapPath(of: { code: string } | { basketId: number } | null = null): string {
  if (of === null) return "/map2";
  if ("basketId" in of) return `/map2?basket=${of.basketId}`;
  const digits = extractArticleCode(of.code);
  if (digits === null) throw new Error(`not an article code: ${of.code}`);
  return `/map2?code=${formatArticleCode(digits)}`;
}

/** The search page for what the shopper typed (not an article code). */
export const productCodePath = (query: string): string =>
  `/product-code?q=${encodeURIComponent(query)}`;
