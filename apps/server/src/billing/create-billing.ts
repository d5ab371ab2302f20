import type { PaymentMode } from "@frontalier/shared/contracts/billing";
import Stripe from "stripe";
import type { AppDb } from "../db/open-database.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import type { BillingConfig } from "./plans.ts";
import { sandboxProvider } from "./sandbox-provider.ts";
import type { PlanOfPrice } from "./stripe-events.ts";
import { planOfStripePrice, stripeProvider } from "./stripe-provider.ts";

export interface Billing {
  mode: PaymentMode;
  /** Null when payments are off: nobody may buy premium. */
  provider: PaymentProvider | null;
  /** Stripe's webhook, when Stripe takes the payments. */
  webhook: { stripe: Stripe; webhookSecret: string; planOfPrice: PlanOfPrice } | null;
}

/**
 * Stripe when STRIPE_SECRET_KEY and its companions are set, else the sandbox (brief §5) outside
 * production or with BILLING_SANDBOX=true, else no provider (see `paymentMode`).
 */
export function createBilling(
  billing: BillingConfig,
  db: AppDb,
  link: (path: string) => string,
): Billing {
  if (!billing.stripe) {
    const provider = billing.mode === "sandbox" ? sandboxProvider(db) : null;
    return { mode: billing.mode, provider, webhook: null };
  }
  const stripe = new Stripe(billing.stripe.secretKey);
  return {
    mode: "stripe",
    provider: stripeProvider(billing.stripe, link, stripe),
    webhook: {
      stripe,
      webhookSecret: billing.stripe.webhookSecret,
      planOfPrice: planOfStripePrice(billing.stripe),
    },
  };
}
