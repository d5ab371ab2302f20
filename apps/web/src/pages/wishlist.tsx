import { wishlistPath } from "@frontalier/shared/route-links";
import { Navigate } from "react-router";
import { PageFallback } from "../app/layouts/page-fallback";
import { useSession } from "../lib/session/session-store";

/** /wishlist: the current basket's wishlist, at the address the header uses. */
export function Page() {
  const { profile, loaded } = useSession();
  if (!loaded) return <PageFallback />;
  if (!profile) return <Navigate to="/select-country?next=%2Fwishlist" replace />;
  return <Navigate to={wishlistPath(profile.basketId, profile.basketPosition)} replace />;
}
