import { loadRates } from "../catalogue/rates/load-rates.ts";
import type { AppDb } from "../db/open-database.ts";
import type { LinkTo } from "../links/links.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { PushSender } from "../push/push-sender.ts";
import type { CheckAlertsOptions } from "./check-price-alerts.ts";

/** The alert job's dependencies: the database, the mail transport, push, links and the brand. */
export const alertCheckOptions = (
  app: {
    db: AppDb;
    mailer: Mailer;
    link: LinkTo;
    brandName: string;
    push?: PushSender | undefined;
  },
  onMailError?: (error: unknown) => void,
): CheckAlertsOptions => ({
  ...app,
  loadRates: () => loadRates(app.db),
  onMailError,
});
