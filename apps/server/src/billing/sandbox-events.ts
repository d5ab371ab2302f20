import { randomUUID } from "node:crypto";
import type { PlanId, SandboxPortalAction } from "@frontalier/shared/contracts/billing";
import { and, eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { billingSubscriptions, sandboxCheckouts } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { type ApplyResult, applyBillingEvent } from "./apply-billing-event.ts";
import type { BillingEvent } from "./billing-event.ts";
import { applyPaymentEvent, type SendReceipt } from "./payment-receipt.ts";
import { isPlanId, periodEndOf } from "./plans.ts";

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect & { plan: PlanId };

/** The requester's sandbox checkout; someone else's is as missing as an unknown one. */
export async function loadSandboxCheckout(
  db: AppDb,
  profileId: number,
  id: string,
): Promise<SandboxCheckout> {
  const [row] = await db
    .select()
    .from(sandboxCheckouts)
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.profileId, profileId)));
  if (!row || !isPlanId(row.plan)) {
    throw new AppError("not_found", { message: "no such sandbox checkout" });
  }
  return { ...row, plan: row.plan };
}

/**
 * The sandbox checkout page's buttons. Succeeding sends the event Stripe would send on checkout
 * completion; its id is the checkout's, so pressing twice (two tabs) applies it once.
 */
export async function finishSandboxCheckout(
  db: AppDb,
  checkout: SandboxCheckout,
  outcome: "succeed" | "cancel",
  sendReceipt?: SendReceipt,
  now = new Date(),
): Promise<"completed" | "canceled"> {
  if (checkout.status !== "open") {
    throw new AppError("conflict", { message: `sandbox checkout already ${checkout.status}` });
  }
  const status = outcome === "succeed" ? "completed" : "canceled";
  const [claimed] = await db
    .update(sandboxCheckouts)
    .set({ status })
    .where(and(eq(sandboxCheckouts.id, checkout.id), eq(sandboxCheckouts.status, "open")))
    .returning({ id: sandboxCheckouts.id });
  if (!claimed) throw new AppError("conflict", { message: "sandbox checkout already finished" });
  if (status === "completed") {
    const event: BillingEvent = {
      id: `sandbox_evt_checkout_${checkout.id}`,
      createdAt: now,
      provider: "sandbox",
      type: "checkout_completed",
      profileId: checkout.profileId,
      plan: checkout.plan,
      customerId: `sandbox_cus_${checkout.profileId}`,
      subscriptionId: `sandbox_sub_${checkout.id}`,
      currentPeriodEnd: periodEndOf(checkout.plan, now),
      paid: true,
    };
    await applyPaymentEvent(db, event, sendReceipt);
  }
  return status;
}

/** The sandbox portal: what Stripe's portal (and its billing) would report, as events. */
export async function applySandboxPortalAction(
  db: AppDb,
  profileId: number,
  action: SandboxPortalAction,
  now = new Date(),
): Promise<ApplyResult> {
  const [current] = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.profileId, profileId),
        eq(billingSubscriptions.provider, "sandbox"),
      ),
    );
  if (!current?.subscriptionId) {
    throw new AppError("no_subscription", { message: "no sandbox subscription" });
  }
  const base = {
    id: `sandbox_evt_${randomUUID()}`,
    createdAt: now,
    provider: "sandbox" as const,
    subscriptionId: current.subscriptionId,
    customerId: current.customerId,
  };
  const event: BillingEvent =
    action === "cancel_now"
      ? { ...base, type: "subscription_deleted", profileId }
      : action === "payment_failed"
        ? { ...base, type: "payment_failed" }
        : {
            ...base,
            type: "subscription_updated",
            profileId,
            plan: isPlanId(current.plan) ? current.plan : null,
            status: current.status,
            currentPeriodEnd: current.currentPeriodEnd,
            cancelAtPeriodEnd: action === "cancel_at_period_end",
          };
  return applyBillingEvent(db, event);
}
