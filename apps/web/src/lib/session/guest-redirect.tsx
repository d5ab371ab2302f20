import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { isCrawler } from "../crawler/is-crawler";
import { useSession } from "./session-store";

/**
 * Spec §4: where a guest who has not chosen a country and language yet may stay. Issue 19 adds a
 * shared wishlist: it shows its owner's prices, and offers the choice without imposing it.
 */
export const skipsCountryChoice = (pathname: string): boolean =>
  pathname.toLowerCase() === "/select-country" ||
  pathname.startsWith("/auth/") ||
  pathname.startsWith("/wishlist/shared/");

/**
 * Spec §4 guest redirect: a guest who has chosen neither a home country nor a country and
 * language is sent to /select-country, which brings them back here once they have chosen.
 * Signed-in users never are, nor crawlers (which index the page itself).
 */
export function GuestRedirect() {
  const { user, profile, loaded } = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const mustChoose =
    loaded && !user && profile !== null && !profile.homeCountry && !profile.countryLanguage;
  useEffect(() => {
    if (!mustChoose || skipsCountryChoice(pathname) || isCrawler(navigator.userAgent)) return;
    const back = `${pathname}${search}${hash}`;
    navigate(`/select-country${back === "/" ? "" : `?next=${encodeURIComponent(back)}`}`, {
      replace: true,
    });
  }, [mustChoose, pathname, search, hash, navigate]);
  return null;
}
