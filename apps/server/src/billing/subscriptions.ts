import type { SubscriptionResponse } from "@frontalier/shared/contracts/billing";
import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { billingSubscriptions } from "../db/schema.ts";
import type { Profile } from "../identity/identity.ts";
import { isPlanId } from "./plans.ts";
import { isPremium } from "./premium.ts";

export async function findSubscription(db: AppDb, profileId: number) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.profileId, profileId));
  return row;
}

/** The subscriber's premium state, as /subscription and /profil show it. */
export async function presentSubscription(
  db: AppDb,
  profile: Profile,
): Promise<SubscriptionResponse> {
  const row = await findSubscription(db, profile.id);
  const premium = isPremium(profile);
  return {
    premium,
    premiumUntil: premium ? (profile.premiumUntil?.toISOString() ?? null) : null,
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
