/**
 * Spec §4 guest redirect, the parts the server and the web app both apply: where a guest who has
 * not chosen a country may stay, where they are sent, and who is never sent (crawlers, spec §8).
 */

/** Spec §8: no error page is rendered for these user agents, and they index pages as they are. */
const CRAWLER_PATTERN = /bot|lighthouse|facebookexternalhit|google/i;

export const isCrawlerAgent = (userAgent: string | undefined): boolean =>
  CRAWLER_PATTERN.test(userAgent ?? "");

/** Issue 19 adds a shared wishlist: it shows its owner's prices, and offers the choice. */
export const skipsCountryChoice = (pathname: string): boolean =>
  pathname.toLowerCase() === "/select-country" ||
  pathname.startsWith("/auth/") ||
  pathname.startsWith("/wishlist/shared/");

/** /select-country, bringing the guest back to `back` (path, query and hash) once they have chosen. */
export const countryChoicePath = (back: string): string =>
  `/select-country${back === "/" ? "" : `?next=${encodeURIComponent(back)}`}`;

/**
 * The page's `<meta name>` by which the server tells the web app that this visitor has no profile
 * yet (no session, no guest cookie): they will be sent to /select-country, so the app sends them at
 * once instead of first downloading the page they asked for (issue 18: a first visit's download).
 */
export const FIRST_VISIT_META = "first-visit";
export const FIRST_VISIT_CHOOSES = "choose-country";
