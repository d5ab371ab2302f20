import type { PlanId } from "@frontalier/shared/contracts/billing";
import type Stripe from "stripe";
import type { BillingEvent } from "./billing-event.ts";
import { isPlanId, periodEndOf } from "./plans.ts";

/** Our plan of a Stripe price id (STRIPE_PRICE_MONTHLY / _YEARLY). */
export type PlanOfPrice = (priceId: string | undefined) => PlanId | null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

const profileIdOf = (value: string | null | undefined): number | null =>
  value && /^\d{1,10}$/.test(value) ? Number(value) : null;

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === "number" ? new Date(seconds * 1000) : null;

/**
 * The events of spec'd interest (brief §4: checkout completion, subscription updates and
 * cancellations, failed payments) in our words; null for every other type, acknowledged unread.
 * Fields are read defensively: an event of another API version must not crash the webhook.
 */
export function fromStripeEvent(
  event: Stripe.Event,
  planOfPrice: PlanOfPrice,
): BillingEvent | null {
  const base = {
    id: event.id,
    createdAt: new Date(event.created * 1000),
    provider: "stripe" as const,
  };
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription") return null;
      const profileId =
        profileIdOf(session.client_reference_id) ?? profileIdOf(session.metadata?.profileId);
      const plan = session.metadata?.plan;
      if (profileId === null || !isPlanId(plan)) return null;
      return {
        ...base,
        type: "checkout_completed",
        profileId,
        plan,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        currentPeriodEnd: periodEndOf(plan, base.createdAt),
        paid: session.payment_status !== "unpaid",
        amount:
          typeof session.amount_total === "number" && session.currency
            ? { amountMinor: session.amount_total, currency: session.currency.toUpperCase() }
            : null,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated": {
      const subscription = event.data.object;
      const items = subscription.items?.data ?? [];
      const ends = items.map((item) => item.current_period_end).filter(Number.isFinite);
      const metadataPlan = subscription.metadata?.plan;
      return {
        ...base,
        type: "subscription_updated",
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        profileId: profileIdOf(subscription.metadata?.profileId),
        plan: planOfPrice(items[0]?.price?.id) ?? (isPlanId(metadataPlan) ? metadataPlan : null),
        status: subscription.status,
        currentPeriodEnd: ends.length ? fromUnix(Math.max(...ends)) : null,
        cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
      };
    }
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return {
        ...base,
        type: "subscription_deleted",
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        profileId: profileIdOf(subscription.metadata?.profileId),
      };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      return {
        ...base,
        type: "payment_failed",
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        customerId: idOf(invoice.customer),
      };
    }
    default:
      return null;
  }
}
