import type { AppConfig } from "@frontalier/shared/contracts/app-config";
import type { Config } from "./env-schema.ts";

/** The only part of the configuration the browser may see: an explicit allow-list. */
export const toAppConfig = (config: Config): AppConfig => ({
  brandName: config.brandName,
  contactEmail: config.contactEmail,
  social: { ...config.social },
  analytics: config.analytics ? { ...config.analytics } : null,
});
