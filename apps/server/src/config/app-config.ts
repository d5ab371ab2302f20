import type { AppConfig } from "@frontalier/shared/contracts/app-config";
import type { Config } from "./env-schema.ts";

/** The only part of the configuration the browser may see: an explicit allow-list. */
export const toAppConfig = (config: Config, features: { storeStock: boolean }): AppConfig => ({
  brandName: config.brandName,
  contactEmail: config.contactEmail,
  supervisoryAuthority: config.supervisoryAuthority,
  social: { ...config.social },
  analytics: config.analytics ? { ...config.analytics } : null,
  retention: {
    guestDays: Math.round(config.identity.guestRetentionMs / 86_400_000),
    sessionDays: Math.round(config.identity.sessionTtlMs / 86_400_000),
  },
  storeStock: features.storeStock,
  payments: config.billing.mode,
  rateRefresh: config.ecbRatesUrl ? "daily" : "off",
});
