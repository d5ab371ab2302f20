import { appConfig } from "../../config/app-config";
import { readCookie } from "../../lib/cookies";
import { lazyHost } from "../../lib/lazy-host";
import { CONSENT_COOKIE, isConsentChoice, offersOptionalCookies } from "./consent-cookie";

// The banner, the store and the analytics queue: loaded only when there is something to do
// (decision 025). A visitor who has answered, on a site without optional cookies, needs none of it
// until they open the cookie settings.
const loadConsent = () => import("./consent-runtime");

/** The banner and the settings modal, mounted once start-up or the visitor asked for them. */
const { show: want, Host: ConsentHost } = lazyHost(async () => (await loadConsent()).ConsentBanner);

export { ConsentHost };

/**
 * True when start-up has work: asking (no choice stored yet), or applying a stored choice to an
 * optional group (loading its script, clearing the cookies of a refused one).
 */
export function consentNeededAtStart(
  cookie: string | null = readCookie(CONSENT_COOKIE),
  analytics = appConfig.analytics,
): boolean {
  return !isConsentChoice(cookie) || offersOptionalCookies(analytics);
}

/** Called once at start-up: applies the stored choice (or shows the banner) when needed. */
export function startConsent(): void {
  if (!consentNeededAtStart()) return;
  want();
  void loadConsent().then((consent) => consent.initConsent());
}

/** Opens the settings modal at any time, e.g. from the footer, so consent can be withdrawn. */
export function openConsentSettings(): void {
  want();
  void loadConsent().then((consent) => consent.openConsentSettings());
}
