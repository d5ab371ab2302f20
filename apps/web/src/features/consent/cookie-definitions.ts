import {
  CALLBACK_COOKIE,
  GUEST_BASKET_COOKIE,
  GUEST_PROFILE_COOKIE,
  PROVIDER_STATE_COOKIE,
  SESSION_COOKIE,
} from "@frontalier/shared/cookie-names";
import { LOCALE_COOKIE } from "@frontalier/shared/locales";
import {
  type AnalyticsConfig,
  CONSENT_COOKIE,
  CONSENT_IDS_COOKIE,
  offersOptionalCookies,
} from "./consent-cookie";

export {
  type AnalyticsConfig,
  CONSENT_COOKIE,
  CONSENT_IDS_COOKIE,
  CONSENT_MAX_AGE_DAYS,
} from "./consent-cookie";

/** A label is an i18n key of the `consent` namespace. */
export interface CookieLink {
  label: string;
  href: string;
}

/** Spec §3 "Cookie definition". `name` and `description` are i18n keys of `consent`. */
export interface CookieDefinition {
  id: string;
  name: string;
  description: string;
  necessary: boolean;
  links?: readonly CookieLink[];
  /** Cookie names this group sets; a trailing `*` matches a prefix (`_ga_*`). */
  targetCookieIds: readonly string[];
  scriptSrc?: string;
}

export const ANALYTICS_ID = "analytics";

export function buildCookieDefinitions(
  analytics: AnalyticsConfig | null | undefined,
): CookieDefinition[] {
  const definitions: CookieDefinition[] = [
    {
      id: "session",
      name: "definitions.session.name",
      description: "definitions.session.description",
      necessary: true,
      targetCookieIds: [SESSION_COOKIE],
    },
    {
      id: "guest",
      name: "definitions.guest.name",
      description: "definitions.guest.description",
      necessary: true,
      targetCookieIds: [GUEST_PROFILE_COOKIE, GUEST_BASKET_COOKIE],
    },
    {
      id: "signIn",
      name: "definitions.signIn.name",
      description: "definitions.signIn.description",
      necessary: true,
      targetCookieIds: [CALLBACK_COOKIE, PROVIDER_STATE_COOKIE],
    },
    {
      id: "preferences",
      name: "definitions.preferences.name",
      description: "definitions.preferences.description",
      necessary: true,
      targetCookieIds: [LOCALE_COOKIE, CONSENT_COOKIE, CONSENT_IDS_COOKIE],
    },
  ];
  // Only offered when the server configures an analytics provider: no switch for nothing.
  if (analytics && offersOptionalCookies(analytics)) {
    definitions.push({
      id: ANALYTICS_ID,
      name: "definitions.analytics.name",
      description: "definitions.analytics.description",
      necessary: false,
      links: [
        { label: "definitions.analytics.privacyLink", href: "https://policies.google.com/privacy" },
        {
          label: "definitions.analytics.optOutLink",
          href: "https://tools.google.com/dlpage/gaoptout",
        },
      ],
      targetCookieIds: ["_ga", "_ga_*", "_gid"],
      scriptSrc: analytics.scriptUrl,
    });
  }
  return definitions;
}

export const optionalDefinitions = (definitions: readonly CookieDefinition[]) =>
  definitions.filter((definition) => !definition.necessary);
