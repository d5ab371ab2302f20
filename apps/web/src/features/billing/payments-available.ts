import type { PlansResponse } from "@frontalier/shared/contracts/billing";
import { appConfig } from "../../config/app-config";

/**
 * Whether premium can be bought on this site: not when the page's configuration, or the plans
 * once loaded, say that nobody takes the payments (production without a payment provider).
 */
export const paymentsAvailable = (plans?: PlansResponse): boolean =>
  appConfig.payments !== "off" && plans?.provider !== "off";
