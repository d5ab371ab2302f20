import type { CookieSerializeOptions } from "@fastify/cookie";

/** Spec §3 cookie names. The session cookie is ours: opaque, HttpOnly, never read by scripts. */
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

const GUEST_COOKIE_DAYS = 365;

export interface CookiePolicy {
  secure: boolean;
}

export const sessionCookieOptions = (
  policy: CookiePolicy,
  maxAgeMs: number,
): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: "lax",
  secure: policy.secure,
  path: "/",
  maxAge: Math.floor(maxAgeMs / 1000),
});

export const guestCookieOptions = (policy: CookiePolicy): CookieSerializeOptions =>
  sessionCookieOptions(policy, GUEST_COOKIE_DAYS * 86_400_000);

export const clearedCookieOptions = (policy: CookiePolicy): CookieSerializeOptions => ({
  path: "/",
  sameSite: "lax",
  secure: policy.secure,
});
