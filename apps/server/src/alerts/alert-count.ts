import { and, eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { priceAlerts, profiles, spreadAlerts } from "../db/schema.ts";

/**
 * Holds the profile's row until the transaction ends, so that saves of its alerts take turns:
 * two saves at once (two tabs, a replayed request) would otherwise both count MAX_ALERTS − 1
 * and both insert. Not FOR UPDATE: rows that only refer to the profile may still be written.
 */
export async function lockAlertsOf(tx: AppDb, profileId: number): Promise<void> {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for("no key update");
}

/**
 * The alerts of every kind a profile keeps (drop and spread alerts share MAX_ALERTS: each is
 * checked as prices arrive), leaving out the one being changed, which a save replaces. A save
 * counts inside a transaction after lockAlertsOf.
 */
export async function countAlerts(
  db: AppDb,
  profileId: number,
  except: { dropCode?: string; spreadId?: number } = {},
): Promise<number> {
  const [{ drops = 0 } = {}] = await db
    .select({ drops: sql<number>`count(*)::int` })
    .from(priceAlerts)
    .where(
      and(
        eq(priceAlerts.profileId, profileId),
        except.dropCode ? sql`${priceAlerts.articleCode} <> ${except.dropCode}` : undefined,
      ),
    );
  const [{ spreads = 0 } = {}] = await db
    .select({ spreads: sql<number>`count(*)::int` })
    .from(spreadAlerts)
    .where(
      and(
        eq(spreadAlerts.profileId, profileId),
        except.spreadId ? sql`${spreadAlerts.id} <> ${except.spreadId}` : undefined,
      ),
    );
  return Number(drops) + Number(spreads);
}
