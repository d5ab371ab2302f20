import { LOCALE_COOKIE_MAX_AGE_DAYS, locales } from "./locales";
import { RATE_STALE_AFTER_BUSINESS_DAYS } from "./rate-freshness";
import { MIN_IDENTICAL_DETECTIONS } from "./scanner/scan-constants";

/**
 * Figures the texts name, from one place: the code that enforces each uses the same constant, so a
 * changed figure changes the sentence too (docs/i18n/style.md, decision 033).
 */

/** Brief §2: the European countries where IKEA sells online (`europeanCountries`, checked by a test). */
export const MARKET_COUNT = 30;

/** The price history's "lowest of the last n days" column. */
export const LOWEST_PRICE_WINDOW_DAYS = 30;

/** How long a link sent by e-mail stays valid: account confirmation, password reset. */
export const VERIFY_EMAIL_LINK_HOURS = 24;
export const RESET_PASSWORD_LINK_HOURS = 1;

/** How long a newsletter confirmation link stays valid; an unconfirmed address goes with it. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** What mails and the privacy policy fill in: `valable {{verifyHours, hours}}` → `valable 24 heures`. */
export const linkTextValues = {
  verifyHours: VERIFY_EMAIL_LINK_HOURS,
  resetHours: RESET_PASSWORD_LINK_HOURS,
  confirmDays: NEWSLETTER_CONFIRM_DAYS,
} as const;

/** How long the guest cookies (profile, current basket) and the consent choice are kept. */
export const GUEST_COOKIE_DAYS = 365;
export const CONSENT_COOKIE_DAYS = 365;

/** How long a message sent through the contact form is kept before the nightly purge. */
export const CONTACT_RETENTION_DAYS = 365;

/** The longest window of any request-limit counter (IP address, e-mail): the policy's "at most". */
export const REQUEST_COUNTER_MAX_HOURS = 1;

/** The sign-in cookies (the page to come back to, a provider's check) live at most this long. */
export const SIGN_IN_COOKIE_MAX_HOURS = 1;

/** The side of the square profile photo, in pixels. */
export const PHOTO_SIZE_PX = 256;

/** What the privacy policy, the terms, the help and the FAQ fill in beside the links' lifetimes. */
export const policyTextValues = {
  guestCookieDays: GUEST_COOKIE_DAYS,
  localeCookieDays: LOCALE_COOKIE_MAX_AGE_DAYS,
  consentCookieDays: CONSENT_COOKIE_DAYS,
  contactDays: CONTACT_RETENTION_DAYS,
  counterHours: REQUEST_COUNTER_MAX_HOURS,
  signInHours: SIGN_IN_COOKIE_MAX_HOURS,
  staleRateDays: RATE_STALE_AFTER_BUSINESS_DAYS,
  languages: locales.length,
  /** How many identical reads of a code the scanner waits for (the help says so). */
  scanReads: MIN_IDENTICAL_DETECTIONS,
} as const;
