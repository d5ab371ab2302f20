import type { CookieSerializeOptions } from "@fastify/cookie";
import { GUEST_COOKIE_DAYS } from "@frontalier/shared/text-figures";

// The names are shared with the web app, whose consent settings list them.
export {
  CALLBACK_COOKIE,
  GUEST_BASKET_COOKIE,
  GUEST_PROFILE_COOKIE,
  PROVIDER_STATE_COOKIE,
  SESSION_COOKIE,
  serverCookies,
} from "@frontalier/shared/cookie-names";

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
