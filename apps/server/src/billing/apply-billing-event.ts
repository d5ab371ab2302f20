import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { billingEvents, billingSubscriptions, profiles } from "../db/schema.ts";
import type { BillingEvent } from "./billing-event.ts";
import { entitlementUntil } from "./entitlement.ts";

type Subscription = typeof billingSubscriptions.$inferSelect;
type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

export type ApplyResult = "applied" | "duplicate" | "stale" | "unknown_subscription";

/**
 * Applies one provider event to the subscription and to the entitlement (`premium_until`), once:
 * the event id is recorded in the same transaction, so a replay (Stripe retries, a second
 * instance) finds it and changes nothing, and a failure leaves nothing recorded (Stripe retries).
 */
export async function applyBillingEvent(db: AppDb, event: BillingEvent): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.eventId });
    if (recorded.length === 0) return "duplicate";
    const current = await findSubscription(tx, event);
    if (!current && event.type !== "checkout_completed") {
      const profileId = "profileId" in event ? event.profileId : null;
      if (profileId === null || event.type === "subscription_deleted")
        return "unknown_subscription";
    }
    if (current && current.lastEventAt.getTime() > event.createdAt.getTime()) {
      // Older than what we know: only the ids a checkout brings may still be missing.
      if (event.type === "checkout_completed") await fillIds(tx, current, event);
      return "stale";
    }
    const next = nextState(current, event);
    if (!next) return "unknown_subscription";
    await tx
      .insert(billingSubscriptions)
      .values(next)
      .onConflictDoUpdate({ target: billingSubscriptions.profileId, set: next });
    await tx
      .update(profiles)
      .set({ premiumUntil: entitlementUntil(next.status, next.currentPeriodEnd) })
      .where(eq(profiles.id, next.profileId));
    return "applied";
  });
}

async function findSubscription(tx: Tx, event: BillingEvent): Promise<Subscription | undefined> {
  const profileId = "profileId" in event ? event.profileId : null;
  const where =
    profileId !== null
      ? eq(billingSubscriptions.profileId, profileId)
      : event.subscriptionId
        ? eq(billingSubscriptions.subscriptionId, event.subscriptionId)
        : event.customerId
          ? eq(billingSubscriptions.customerId, event.customerId)
          : null;
  if (!where) return undefined;
  const [row] = await tx.select().from(billingSubscriptions).where(where).limit(1);
  return row;
}

async function fillIds(
  tx: Tx,
  current: Subscription,
  event: Extract<BillingEvent, { type: "checkout_completed" }>,
) {
  await tx
    .update(billingSubscriptions)
    .set({
      customerId: current.customerId ?? event.customerId,
      subscriptionId: current.subscriptionId ?? event.subscriptionId,
    })
    .where(eq(billingSubscriptions.profileId, current.profileId));
}

type Row = typeof billingSubscriptions.$inferInsert & {
  profileId: number;
  status: string;
  currentPeriodEnd: Date | null;
};

function nextState(current: Subscription | undefined, event: BillingEvent): Row | null {
  const base = { lastEventAt: event.createdAt, updatedAt: new Date() };
  switch (event.type) {
    case "checkout_completed":
      return {
        ...base,
        profileId: event.profileId,
        provider: event.provider,
        customerId: event.customerId ?? current?.customerId ?? null,
        subscriptionId: event.subscriptionId ?? current?.subscriptionId ?? null,
        plan: event.plan,
        status: event.paid ? "active" : "incomplete",
        currentPeriodEnd: event.currentPeriodEnd,
        cancelAtPeriodEnd: false,
      };
    case "subscription_updated": {
      const profileId = current?.profileId ?? event.profileId;
      if (profileId === null) return null;
      return {
        ...base,
        profileId,
        provider: event.provider,
        customerId: event.customerId ?? current?.customerId ?? null,
        subscriptionId: event.subscriptionId,
        plan: event.plan ?? current?.plan ?? "monthly",
        status: event.status,
        currentPeriodEnd: event.currentPeriodEnd ?? current?.currentPeriodEnd ?? null,
        cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      };
    }
    case "subscription_deleted":
      if (!current) return null;
      // A deletion of an older subscription (replaced by a new checkout) leaves the new one be.
      if (current.subscriptionId && current.subscriptionId !== event.subscriptionId) return null;
      return { ...current, ...base, status: "canceled", cancelAtPeriodEnd: false };
    case "payment_failed":
      if (!current) return null;
      return { ...current, ...base, status: "past_due" };
  }
}
