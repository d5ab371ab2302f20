import { wishlistPath } from "@frontalier/shared/route-links";
import { Navigate, useLocation } from "react-router";
import { PageFallback } from "../app/layouts/page-fallback";
import { useSession } from "../lib/session/session-store";

/**
 * /wishlist: the current basket's wishlist, at the address the header uses. The query goes along
 * (`carry=0`, `travellers=N`: how the plans cost carrying purchases home, issue 25).
 */
export function Page() {
  const { profile, loaded } = useSession();
  const { search } = useLocation();
  if (!loaded) return <PageFallback />;
  if (!profile) return <Navigate to="/select-country?next=%2Fwishlist" replace />;
  const kept = new URLSearchParams(search);
  kept.delete("index");
  const extra = kept.toString() ? `&${kept}` : "";
  return (
    <Navigate to={`${wishlistPath(profile.basketId, profile.basketPosition)}${extra}`} replace />
  );
}
