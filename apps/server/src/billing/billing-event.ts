import type { PaymentProvider, PlanId } from "@frontalier/shared/contracts/billing";

/**
 * What a payment provider told us, in our words. The Stripe webhook (stripe-events.ts) and the
 * sandbox (sandbox-checkouts.ts, sandbox-portal.ts) both produce these, and one function applies
 * them (apply-billing-event.ts): the sandbox exercises the same entitlement code as Stripe.
 */
interface EventBase {
  /** The provider's event id: applying an id twice changes nothing. */
  id: string;
  /** When the provider created the event: an older event never undoes a newer one. */
  createdAt: Date;
  provider: PaymentProvider;
}

export type BillingEvent = EventBase &
  (
    | {
        type: "checkout_completed";
        profileId: number;
        plan: PlanId;
        customerId: string | null;
        subscriptionId: string | null;
        /** Provisional until the subscription's own event says when the period ends. */
        currentPeriodEnd: Date;
        paid: boolean;
        /** What was charged, when the provider says (Stripe); else the plan's listed price. */
        amount?: { amountMinor: number; currency: string } | null;
      }
    | {
        type: "subscription_updated";
        subscriptionId: string;
        customerId: string | null;
        profileId: number | null;
        plan: PlanId | null;
        status: string;
        currentPeriodEnd: Date | null;
        cancelAtPeriodEnd: boolean;
      }
    | {
        type: "subscription_deleted";
        subscriptionId: string;
        customerId: string | null;
        profileId: number | null;
      }
    | { type: "payment_failed"; subscriptionId: string | null; customerId: string | null }
  );
