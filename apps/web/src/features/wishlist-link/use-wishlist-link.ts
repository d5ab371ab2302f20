/**
 * The wishlist address of the current profile, `/wishlist/{iBasket}?index={position}`, or null
 * while none exists (spec §2/§6). Identity (issue 4) provides the basket; until then there is none.
 */
export function useWishlistLink(): string | null {
  return null;
}

/** Spec §6: the wishlist link points to /connexion when no wishlist address exists. */
export const wishlistHref = (link: string | null): string => link ?? "/connexion";
