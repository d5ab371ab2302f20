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
