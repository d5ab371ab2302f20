import { loadRates } from "../catalogue/rates/load-rates.ts";
import type { Identity } from "../identity/identity.ts";
import type { LinkTo } from "../links/links.ts";
import type { CheckAlertsOptions } from "./check-price-alerts.ts";

/** The alert job's dependencies, from the app's identity (its mailer and brand) and its links. */
export const alertCheckOptions = (
  identity: Identity,
  link: LinkTo,
  onMailError?: (error: unknown) => void,
): CheckAlertsOptions => ({
  db: identity.db,
  mailer: identity.options.mailer,
  link,
  brandName: identity.options.brandName,
  loadRates: () => loadRates(identity.db),
  onMailError,
});
