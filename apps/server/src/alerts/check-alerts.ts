import {
  type CheckAlertsOptions,
  type CheckAlertsResult,
  checkPriceAlerts,
} from "./check-price-alerts.ts";
import { checkSpreadAlerts } from "./check-spread-alerts.ts";

/** The alert job: the drop alerts, then the spread alerts, after new observations. */
export async function checkAlerts(options: CheckAlertsOptions): Promise<CheckAlertsResult> {
  const drops = await checkPriceAlerts(options);
  const spreads = await checkSpreadAlerts(options);
  return {
    alerts: drops.alerts + spreads.alerts,
    mailed: drops.mailed + spreads.mailed,
    failed: drops.failed + spreads.failed,
  };
}
