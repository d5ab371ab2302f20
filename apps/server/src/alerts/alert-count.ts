import { and, eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { priceAlerts, spreadAlerts } from "../db/schema.ts";

/**
 * The alerts of every kind a profile keeps (drop and spread alerts share MAX_ALERTS: each is
 * checked as prices arrive), leaving out the one being changed, which a save replaces.
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
