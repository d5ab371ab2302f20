/**
 * Spec §3 cookie names, in one place for the server that sets them and the web app, whose consent
 * settings must name every cookie the site writes (a test compares the two).
 */

/** The session: opaque, HttpOnly, never read by scripts. */
export const SESSION_COOKIE = "session";
export const GUEST_PROFILE_COOKIE = "GuestProfile";
/** Spec §3 "a guest-basket initialisation cookie holding iBasket". */
export const GUEST_BASKET_COOKIE = "GuestBasket";
/** Spec §3 "a callback URL cookie": where to go back after signing in (set by the web app). */
export const CALLBACK_COOKIE = "auth_callback";
/** State of a sign-in with a provider, between the redirect and the callback. */
export const PROVIDER_STATE_COOKIE = "auth_state";

/** Every cookie the server sets, cleared at logout with the app's own. */
export const serverCookies = [
  SESSION_COOKIE,
  GUEST_PROFILE_COOKIE,
  GUEST_BASKET_COOKIE,
  CALLBACK_COOKIE,
  PROVIDER_STATE_COOKIE,
] as const;

/** Spec §3: the consent flag and the list of enabled optional ids, written by the web app. */
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_IDS_COOKIE = "cookie_consent_ids";
