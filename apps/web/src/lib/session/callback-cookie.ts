import { CALLBACK_COOKIE } from "@frontalier/shared/cookie-names";
import { SIGN_IN_COOKIE_MAX_HOURS } from "@frontalier/shared/text-figures";
import { deleteCookie, readCookie, writeCookie } from "../cookies";

const CALLBACK_MAX_AGE_DAYS = SIGN_IN_COOKIE_MAX_HOURS / 24;

// Going back to one of these after signing in would show the sign-in again.
const signInPaths = /^\/(login|signup|connexion|loginrequired|auth)(\/|\?|#|$)/i;

/**
 * A path of this site (`/profil?x=1`), else null: never `//host`, `/\host` (both leave the site
 * in browsers), an absolute URL, control characters, or a sign-in page.
 */
export function safeCallbackPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (signInPaths.test(value)) return null;
  return value;
}

/** Remembers the page to come back to (path and query) for SIGN_IN_COOKIE_MAX_HOURS. */
export function rememberCallback(path: string): void {
  const safe = safeCallbackPath(path);
  if (safe) writeCookie(CALLBACK_COOKIE, safe, CALLBACK_MAX_AGE_DAYS);
}

/** The remembered page, if any, and forgets it. */
export function takeCallback(): string | null {
  const path = safeCallbackPath(readCookie(CALLBACK_COOKIE));
  deleteCookie(CALLBACK_COOKIE);
  return path;
}
