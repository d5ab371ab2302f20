import { randomBytes } from "node:crypto";
import { formatArticleCode } from "@frontalier/shared/article-code";
import type { AlertChannel } from "@frontalier/shared/contracts/alert-channel";
import { MAX_ALERTS, type PriceAlert } from "@frontalier/shared/contracts/alerts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { articles, priceAlerts, priceObservations } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { countAlerts, lockAlertsOf } from "./alert-count.ts";
import { stopSpreadAlert } from "./spread-alerts.ts";

export type AlertRow = typeof priceAlerts.$inferSelect;

/** The profile's alerts with their article's name, oldest first. */
export async function listAlerts(db: AppDb, profileId: number): Promise<PriceAlert[]> {
  const rows = await db
    .select({ alert: priceAlerts, name: articles.name })
    .from(priceAlerts)
    .innerJoin(articles, eq(articles.code, priceAlerts.articleCode))
    .where(eq(priceAlerts.profileId, profileId))
    .orderBy(asc(priceAlerts.createdAt), asc(priceAlerts.id));
  return rows.map(({ alert, name }) => ({
    code: alert.articleCode,
    formattedCode: formatArticleCode(alert.articleCode),
    name,
    countries: alert.countries,
    targetPriceMinor: alert.targetPriceMinor,
    currency: alert.currency,
    createdAt: alert.createdAt.toISOString(),
    lastNotifiedAt: alert.lastNotifiedAt?.toISOString() ?? null,
    channel: alert.channel,
  }));
}

/**
 * Creates or changes the profile's alert on an article. A new alert looks only at observations
 * made from now on (its cursor starts at the newest one); a changed alert keeps its cursor and
 * its stop link.
 */
export async function saveAlert(
  db: AppDb,
  alert: {
    profileId: number;
    code: string;
    countries: string[];
    targetPriceMinor: number | null;
    currency: string;
    channel?: AlertChannel | undefined;
  },
): Promise<void> {
  const [article] = await db
    .select({ code: articles.code })
    .from(articles)
    .where(eq(articles.code, alert.code));
  if (!article) throw new AppError("unknown_article", { message: `article ${alert.code}` });
  const [{ newest = 0 } = {}] = await db
    .select({ newest: sql<number>`coalesce(max(${priceObservations.id}), 0)::bigint` })
    .from(priceObservations)
    .where(eq(priceObservations.articleCode, alert.code));
  const changes = {
    countries: alert.countries,
    targetPriceMinor: alert.targetPriceMinor,
    currency: alert.currency,
    ...(alert.channel ? { channel: alert.channel } : {}),
  };
  // Counted and saved holding the profile: two saves at once cannot both take the last place.
  await db.transaction(async (tx) => {
    await lockAlertsOf(tx, alert.profileId);
    const count = await countAlerts(tx, alert.profileId, { dropCode: alert.code });
    if (count >= MAX_ALERTS) throw new AppError("too_many_alerts");
    await tx
      .insert(priceAlerts)
      .values({
        ...changes,
        profileId: alert.profileId,
        articleCode: alert.code,
        stopToken: randomBytes(24).toString("base64url"),
        checkedThroughId: Number(newest),
      })
      .onConflictDoUpdate({
        target: [priceAlerts.profileId, priceAlerts.articleCode],
        set: changes,
      });
  });
}

/** Removing an alert that is not there succeeds: two tabs may both remove it. */
export async function deleteAlert(db: AppDb, profileId: number, code: string): Promise<void> {
  await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.profileId, profileId), eq(priceAlerts.articleCode, code)));
}

/**
 * The mail's one-click stop link, of a drop or a spread alert (their tokens are random, never
 * shared). An unknown token answers like a known one: the link may have been used already (a
 * second click, a mail app that follows links), and it reveals nothing.
 */
export async function stopAlert(db: AppDb, token: string): Promise<{ name: string | null }> {
  const [drop] = await db
    .delete(priceAlerts)
    .where(eq(priceAlerts.stopToken, token))
    .returning({ code: priceAlerts.articleCode });
  const row = drop ?? (await stopSpreadAlert(db, token));
  if (!row?.code) return { name: null };
  const [article] = await db
    .select({ name: articles.name })
    .from(articles)
    .where(eq(articles.code, row.code));
  return { name: article?.name ?? null };
}
