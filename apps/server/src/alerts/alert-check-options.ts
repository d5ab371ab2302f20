import { loadRates } from "../catalogue/rates/load-rates.ts";
import type { Identity } from "../identity/identity.ts";
import type { CheckAlertsOptions } from "./check-price-alerts.ts";

/** The alert job's dependencies, from the app's identity (its mailer, links and brand). */
export const alertCheckOptions = (
  identity: Identity,
  onMailError?: (error: unknown) => void,
): CheckAlertsOptions => ({
  db: identity.db,
  mailer: identity.options.mailer,
  link: (path) => identity.link(path),
  brandName: identity.options.brandName,
  loadRates: () => loadRates(identity.db),
  onMailError,
});
