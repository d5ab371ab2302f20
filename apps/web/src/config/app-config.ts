import type { PaymentMode } from "@frontalier/shared/contracts/billing";
import type { RateRefreshMode } from "@frontalier/shared/rate-freshness";

/**
 * The public allow-list of server configuration, injected by the server into index.html as a
 * JSON script (no extra round trip, nothing executable). Read by hand, not with zod, because it
 * is part of the first download; defaults keep the Vite dev server working.
 */
export interface AppConfig {
  brandName: string;
  contactEmail: string;
  social: { facebook: string; instagram: string; pinterest: string; youtube: string };
  analytics: { scriptUrl: string; id?: string | null } | null;
  /** Who takes the payments (`off`: none, premium cannot be bought); null when not said. */
  payments: PaymentMode | null;
  /** `daily`: a rate source is configured, so old rates mean its refresh failed. */
  rateRefresh: RateRefreshMode;
}

const defaults: AppConfig = {
  brandName: "Frontalier",
  contactEmail: "contact@frontalier.eu",
  social: {
    facebook: "https://www.facebook.com/frontalier",
    instagram: "https://www.instagram.com/frontalier",
    pinterest: "https://www.pinterest.com/frontalier",
    youtube: "https://www.youtube.com/@frontalier",
  },
  analytics: null,
  payments: null,
  rateRefresh: "off",
};

// A record, not the shared list (which comes with zod), so that the compiler still checks that
// every mode is here.
const paymentModes: Record<PaymentMode, true> = { stripe: true, sandbox: true, off: true };

const paymentMode = (value: unknown): PaymentMode | null =>
  typeof value === "string" && Object.hasOwn(paymentModes, value) ? (value as PaymentMode) : null;

const text = (value: unknown, fallback: string): string =>
  typeof value === "string" && value.length > 0 ? value : fallback;

export function parseAppConfig(raw: string | null | undefined): AppConfig {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object") data = parsed as Record<string, unknown>;
  } catch {
    return defaults;
  }
  const social = (data.social ?? {}) as Record<string, unknown>;
  const analytics = data.analytics as { scriptUrl?: unknown; id?: unknown } | null | undefined;
  return {
    brandName: text(data.brandName, defaults.brandName),
    contactEmail: text(data.contactEmail, defaults.contactEmail),
    social: {
      facebook: text(social.facebook, defaults.social.facebook),
      instagram: text(social.instagram, defaults.social.instagram),
      pinterest: text(social.pinterest, defaults.social.pinterest),
      youtube: text(social.youtube, defaults.social.youtube),
    },
    analytics:
      analytics && typeof analytics.scriptUrl === "string"
        ? {
            scriptUrl: analytics.scriptUrl,
            id: typeof analytics.id === "string" ? analytics.id : null,
          }
        : null,
    payments: paymentMode(data.payments),
    rateRefresh: data.rateRefresh === "daily" ? "daily" : "off",
  };
}

export const readAppConfig = (doc: Document = document): AppConfig =>
  parseAppConfig(doc.getElementById("app-config")?.textContent);

export const appConfig: AppConfig = readAppConfig();
