import { MAX_PUSH_SUBSCRIPTIONS } from "@frontalier/shared/contracts/push";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { lockAlertsOf } from "../alerts/alert-count.ts";
import type { AppDb } from "../db/open-database.ts";
import { pushSubscriptions } from "../db/schema.ts";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface SavePushSubscription {
  profileId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps this browser's subscription for the profile (new keys for a known endpoint replace the
 * old ones). Past MAX_PUSH_SUBSCRIPTIONS the oldest go: a shopper's new phone must not be refused
 * because of browsers long gone. Counted holding the profile, so that saves at once stay bounded.
 */
export async function savePushSubscription(db: AppDb, input: SavePushSubscription) {
  return db.transaction(async (tx) => {
    await lockAlertsOf(tx, input.profileId);
    await tx
      .insert(pushSubscriptions)
      .values(input)
      .onConflictDoUpdate({
        target: [pushSubscriptions.profileId, pushSubscriptions.endpoint],
        set: { p256dh: input.p256dh, auth: input.auth },
      });
    const rows = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.profileId, input.profileId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    const extra = rows.slice(0, Math.max(0, rows.length - MAX_PUSH_SUBSCRIPTIONS));
    if (extra.length > 0) {
      await tx.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          extra.map((row) => row.id),
        ),
      );
    }
    return Math.min(rows.length, MAX_PUSH_SUBSCRIPTIONS);
  });
}

/** Forgets the profile's subscription at `endpoint`; another profile's stays (returns the count). */
export async function removePushSubscription(db: AppDb, profileId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.profileId, profileId), eq(pushSubscriptions.endpoint, endpoint)),
    );
  return countPushSubscriptions(db, profileId);
}

export async function countPushSubscriptions(db: AppDb, profileId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.profileId, profileId));
  return Number(row?.n ?? 0);
}

export const listPushSubscriptions = (db: AppDb, profileId: number) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.profileId, profileId));
