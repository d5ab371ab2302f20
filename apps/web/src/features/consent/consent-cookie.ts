// The little the start-up needs to know whether consent has work to do (consent-start.tsx), kept
// apart so that the rules and definitions load with the banner, not with the first screen.

/** Spec §3: the consent flag and the list of enabled optional ids, kept 365 days. */
export { CONSENT_COOKIE, CONSENT_IDS_COOKIE } from "@frontalier/shared/cookie-names";
export { CONSENT_COOKIE_DAYS as CONSENT_MAX_AGE_DAYS } from "@frontalier/shared/text-figures";

/** Spec §4: not decided (no cookie), then all, chosen optional cookies, or declined. */
export const consentChoices = ["all", "custom", "declined"] as const;
export type ConsentChoice = (typeof consentChoices)[number];

export const isConsentChoice = (value: string | null): value is ConsentChoice =>
  (consentChoices as readonly (string | null)[]).includes(value);

export interface AnalyticsConfig {
  scriptUrl: string;
  id?: string | null;
}

/** The analytics group is the only optional one, offered when the server configures a provider. */
export const offersOptionalCookies = (analytics: AnalyticsConfig | null | undefined): boolean =>
  Boolean(analytics?.scriptUrl);
