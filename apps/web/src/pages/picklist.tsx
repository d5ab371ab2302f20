import { picklistPath } from "@frontalier/shared/route-links";
import { Navigate } from "react-router";
import { PageFallback } from "../app/layouts/page-fallback";
import { useSession } from "../lib/session/session-store";

/** /picklist: the current basket's picklist, at the address the header form uses. */
export function Page() {
  const { profile, loaded } = useSession();
  if (!loaded) return <PageFallback />;
  if (!profile) return <Navigate to="/select-country?next=%2Fpicklist" replace />;
  return <Navigate to={picklistPath(profile.basketId, profile.countries)} replace />;
}
