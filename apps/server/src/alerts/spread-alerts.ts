import { randomBytes } from "node:crypto";
import { formatArticleCode } from "@frontalier/shared/article-code";
import type { AlertChannel } from "@frontalier/shared/contracts/alert-channel";
import { MAX_ALERTS } from "@frontalier/shared/contracts/alerts";
import type { SpreadAlert } from "@frontalier/shared/contracts/spread-alerts";
import { findCountry } from "@frontalier/shared/countries";
import { homeCountryOf, type ProfileChoices } from "@frontalier/shared/identity";
import type { RateTable } from "@frontalier/shared/money";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { articles, baskets, priceObservations, spreadAlerts } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { countAlerts, lockAlertsOf } from "./alert-count.ts";
import { spreadOutcome } from "./spread-outcome.ts";

/** The profile's spread alerts with their article's or basket's name, oldest first. */
export async function listSpreadAlerts(db: AppDb, profileId: number): Promise<SpreadAlert[]> {
  const rows = await db
    .select({
      alert: spreadAlerts,
      name: articles.name,
      basketName: baskets.name,
      basketPosition: baskets.position,
    })
    .from(spreadAlerts)
    .innerJoin(baskets, eq(baskets.id, spreadAlerts.basketId))
    .leftJoin(articles, eq(articles.code, spreadAlerts.articleCode))
    .where(eq(spreadAlerts.profileId, profileId))
    .orderBy(asc(spreadAlerts.createdAt), asc(spreadAlerts.id));
  return rows.map(({ alert, name, basketName, basketPosition }) => ({
    id: alert.id,
    basketId: alert.basketId,
    basketName,
    basketPosition,
    code: alert.articleCode,
    formattedCode: alert.articleCode ? formatArticleCode(alert.articleCode) : null,
    name: alert.articleCode ? name : null,
    threshold:
      alert.percent !== null
        ? { kind: "percent" as const, percent: alert.percent }
        : {
            kind: "amount" as const,
            amountMinor: alert.amountMinor ?? 0,
            currency: alert.currency ?? "",
          },
    createdAt: alert.createdAt.toISOString(),
    lastNotifiedAt: alert.lastNotifiedAt?.toISOString() ?? null,
    channel: alert.channel,
  }));
}

export interface SaveSpreadAlert {
  profile: ProfileChoices & { id: number };
  basketId: number;
  code: string | null;
  threshold: { kind: "percent"; percent: number } | { kind: "amount"; amountMinor: number };
  rates: RateTable;
  channel?: AlertChannel | undefined;
}

/**
 * Creates or changes the alert of a basket and article (or the basket's wishlist). An amount is
 * in the home currency of the moment. The condition as it stands now is recorded as already
 * seen: the shopper is looking at it, and the alert mails only when it changes from false to
 * true. A changed alert keeps its stop link.
 */
export async function saveSpreadAlert(db: AppDb, input: SaveSpreadAlert): Promise<void> {
  const { profile, basketId, code } = input;
  const [basket] = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.id, basketId), eq(baskets.profileId, profile.id)));
  if (!basket) throw new AppError("not_found", { message: `basket ${basketId}` });
  if (code) {
    const [article] = await db
      .select({ code: articles.code })
      .from(articles)
      .where(eq(articles.code, code));
    if (!article) throw new AppError("unknown_article", { message: `article ${code}` });
  }
  const home = homeCountryOf(profile);
  const threshold =
    input.threshold.kind === "percent"
      ? { percent: input.threshold.percent, amountMinor: null, currency: null }
      : {
          percent: null,
          amountMinor: input.threshold.amountMinor,
          currency: findCountry(home)?.currency ?? "EUR",
        };
  const { outcome } = await spreadOutcome(
    db,
    { basketId, articleCode: code, ...threshold },
    home,
    input.rates,
  );
  const changes = {
    ...threshold,
    met: outcome !== null && outcome !== "unknown",
    checkedThroughId: await newestObservation(db, basketId, code),
    ...(input.channel ? { channel: input.channel } : {}),
  };
  // Counted and saved holding the profile: two saves at once cannot both take the last place.
  await db.transaction(async (tx) => {
    await lockAlertsOf(tx, profile.id);
    // Again, and kept until the alert is in: the basket may have been deleted meanwhile.
    const [kept] = await tx
      .select({ id: baskets.id })
      .from(baskets)
      .where(and(eq(baskets.id, basketId), eq(baskets.profileId, profile.id)))
      .for("key share");
    if (!kept) throw new AppError("not_found", { message: `basket ${basketId}` });
    const [existing] = await tx
      .select({ id: spreadAlerts.id })
      .from(spreadAlerts)
      .where(
        and(
          eq(spreadAlerts.profileId, profile.id),
          eq(spreadAlerts.basketId, basketId),
          code ? eq(spreadAlerts.articleCode, code) : sql`${spreadAlerts.articleCode} is null`,
        ),
      );
    const count = await countAlerts(tx, profile.id, existing ? { spreadId: existing.id } : {});
    if (count >= MAX_ALERTS) throw new AppError("too_many_alerts");

    await tx
      .insert(spreadAlerts)
      .values({
        ...changes,
        profileId: profile.id,
        basketId,
        articleCode: code,
        stopToken: randomBytes(24).toString("base64url"),
      })
      .onConflictDoUpdate({
        target: [spreadAlerts.profileId, spreadAlerts.basketId, spreadAlerts.articleCode],
        set: changes,
      });
  });
}

/** The newest observation of the article, or of any article of the basket's wishlist. */
export async function newestObservation(
  db: AppDb,
  basketId: number,
  code: string | null,
): Promise<number> {
  const [{ newest = 0 } = {}] = await db
    .select({ newest: sql<number>`coalesce(max(${priceObservations.id}), 0)::bigint` })
    .from(priceObservations)
    .where(
      code
        ? eq(priceObservations.articleCode, code)
        : sql`${priceObservations.articleCode} in (select article_code from basket_items where basket_id = ${basketId})`,
    );
  return Number(newest);
}

/** Another profile's alert, like a missing one, is a 404 (it reveals nothing). */
export async function deleteSpreadAlert(db: AppDb, profileId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(spreadAlerts)
    .where(and(eq(spreadAlerts.id, id), eq(spreadAlerts.profileId, profileId)))
    .returning({ id: spreadAlerts.id });
  if (!row) throw new AppError("not_found", { message: `spread alert ${id}` });
}

/** The mail's stop link: the alert's article code (null for a wishlist alert), or nothing. */
export async function stopSpreadAlert(
  db: AppDb,
  token: string,
): Promise<{ code: string | null } | undefined> {
  const [row] = await db
    .delete(spreadAlerts)
    .where(eq(spreadAlerts.stopToken, token))
    .returning({ code: spreadAlerts.articleCode });
  return row;
}
