import type { SubscriptionResponse } from "@frontalier/shared/contracts/billing";
import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { billingSubscriptions } from "../db/schema.ts";
import type { Profile } from "../identity/identity.ts";
import { entitlementUntil } from "./entitlement.ts";
import { isPlanId } from "./plans.ts";
import { isPremium } from "./premium.ts";

export async function findSubscription(db: AppDb, profileId: number) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.profileId, profileId));
  return row;
}

/**
 * The subscriber's premium state, as /subscription and /profil show it. Premium is kept a grace
 * period past the paid one (`RENEWAL_GRACE_MS`, for late renewal events); that is our margin, not
 * what was bought, so a subscriber is shown the paid period's end: the day the renewal is due.
 */
export async function presentSubscription(
  db: AppDb,
  profile: Profile,
): Promise<SubscriptionResponse> {
  const row = await findSubscription(db, profile.id);
  const premium = isPremium(profile);
  const paidUntil =
    row?.currentPeriodEnd && entitlementUntil(row.status, row.currentPeriodEnd)
      ? row.currentPeriodEnd
      : profile.premiumUntil;
  return {
    premium,
    premiumUntil: premium ? (paidUntil?.toISOString() ?? null) : null,
    subscription:
      row && isPlanId(row.plan) && (row.provider === "stripe" || row.provider === "sandbox")
        ? {
            provider: row.provider,
            plan: row.plan,
            status: row.status,
            currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          }
        : null,
  };
}
