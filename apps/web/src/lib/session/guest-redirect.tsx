import {
  countryChoicePath,
  FIRST_VISIT_CHOOSES,
  FIRST_VISIT_META,
  skipsCountryChoice,
} from "@frontalier/shared/country-choice";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { isCrawler } from "../crawler/is-crawler";
import { getSession, type SessionState, useSession } from "./session-store";

/** A guest who has chosen neither a home country nor a country and language (spec §4). */
const mustChooseCountry = ({ user, profile, loaded }: SessionState): boolean =>
  loaded && !user && profile !== null && !profile.homeCountry && !profile.countryLanguage;

/**
 * Spec §4 guest redirect: a guest who has chosen neither a home country nor a country and
 * language is sent to /select-country, which brings them back here once they have chosen.
 * Signed-in users never are, nor crawlers (which index the page itself).
 */
export function GuestRedirect() {
  const mustChoose = mustChooseCountry(useSession());
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!mustChoose || skipsCountryChoice(pathname) || isCrawler(navigator.userAgent)) return;
    navigate(countryChoicePath(`${pathname}${search}${hash}`), { replace: true });
  }, [mustChoose, pathname, search, hash, navigate]);
  return null;
}

/**
 * A visitor the server saw without any profile (its `first-visit` meta) is a guest who has not
 * chosen: the redirect above would send them on once their session answers. Known at the first
 * render, the page they asked for need not be downloaded first. Holds for the page the document
 * was loaded for only, until it has sent them once.
 */
const arrival = {
  pending:
    typeof document !== "undefined" &&
    document.querySelector(`meta[name="${FIRST_VISIT_META}"]`)?.getAttribute("content") ===
      FIRST_VISIT_CHOOSES,
};

export function sendsOnArrival(pathname: string): boolean {
  // Once the session has answered, it says whether they must choose, as GuestRedirect reads it:
  // the meta's guess is over. The session may well answer before the route is rendered (the
  // texts load after it): a guest who must choose is still sent on without the page being
  // downloaded.
  const session = getSession();
  if (session.loaded) arrival.pending = false;
  const sends = session.loaded ? mustChooseCountry(session) : arrival.pending;
  return sends && !skipsCountryChoice(pathname) && !isCrawler(navigator.userAgent);
}

/** Rendered instead of the page by `RouteScreen` when `sendsOnArrival`. */
export function ChooseCountryFirst() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    arrival.pending = false;
    navigate(countryChoicePath(`${pathname}${search}${hash}`), { replace: true });
  }, [pathname, search, hash, navigate]);
  return null;
}

/** For tests: what the server's meta said when the document loaded. */
export function resetArrivalForTest(pending: boolean): void {
  arrival.pending = pending;
}
