import { randomBytes } from "node:crypto";
import type { AppDb } from "../db/open-database.ts";
import { sandboxCheckouts } from "../db/schema.ts";
import type { PaymentProvider } from "./payment-provider.ts";

/** The sandbox's customer portal: a part of /subscription (brief §5: no real money). */
export const SANDBOX_PORTAL_PATH = "/subscription?portal=sandbox";

/**
 * The default provider when Stripe is not configured: a local checkout page that can succeed or
 * cancel, and a portal page; both feed the same entitlement code as Stripe's webhook.
 */
export function sandboxProvider(db: AppDb): PaymentProvider {
  return {
    kind: "sandbox",
    async startCheckout({ profile, plan }) {
      const id = randomBytes(18).toString("base64url");
      await db.insert(sandboxCheckouts).values({ id, profileId: profile.id, plan });
      return { url: `/pay/sandbox/${id}` };
    },
    async openPortal() {
      return { url: SANDBOX_PORTAL_PATH };
    },
  };
}
