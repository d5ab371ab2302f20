/** Statuses (Stripe's words) under which the subscriber has premium. */
const ENTITLED = new Set(["active", "trialing"]);

/**
 * A renewal's webhook may arrive late (Stripe retries for days when we are down): premium lasts
 * this long past the paid period, so that nobody loses it to our outage.
 */
export const RENEWAL_GRACE_MS = 2 * 86_400_000;

/**
 * Until when a subscription in `status` entitles its owner to premium; null: not at all. A failed
 * payment (past_due, unpaid) ends premium until the payment goes through.
 */
export function entitlementUntil(status: string, currentPeriodEnd: Date | null): Date | null {
  if (!ENTITLED.has(status) || !currentPeriodEnd) return null;
  return new Date(currentPeriodEnd.getTime() + RENEWAL_GRACE_MS);
}
