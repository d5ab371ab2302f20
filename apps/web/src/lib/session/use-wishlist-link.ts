import { wishlistPath } from "@frontalier/shared/route-links";
import { useSession } from "./session-store";

/**
 * The wishlist address of the current basket, `/wishlist/{iBasket}?index={position}` (spec §2),
 * or null while the session has not said which basket is current (spec §6).
 */
export function useWishlistLink(): string | null {
  const { profile } = useSession();
  return profile ? wishlistPath(profile.basketId, profile.basketPosition) : null;
}

/** Spec §6: the wishlist link points to /connexion when no wishlist address exists. */
export const wishlistHref = (link: string | null): string => link ?? "/connexion";
