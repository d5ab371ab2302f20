import { formatArticleCode } from "@frontalier/shared/article-code";
import { countryName } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { languageOf } from "@frontalier/shared/identity";
import type { Locale } from "@frontalier/shared/locales";
import type { Money, RateTable } from "@frontalier/shared/money";
import { and, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { isPremium } from "../billing/premium.ts";
import type { AppDb } from "../db/open-database.ts";
import { articles, priceAlerts, priceObservations, profiles } from "../db/schema.ts";
import { mailText } from "../mail/mail-text.ts";
import type { Mailer, MailMessage } from "../mail/mailer.ts";
import type { PushPayload, PushSender } from "../push/push-sender.ts";
import { pushStopLabel, pushTitle } from "../push/push-text.ts";
import { deliverAlert } from "./deliver-alert.ts";
import { type Observed, type PriceDrop, priceDropOf } from "./price-drop.ts";

export interface CheckAlertsOptions {
  db: AppDb;
  mailer: Mailer;
  /** An absolute link to a path of the site (PUBLIC_URL). */
  link: (path: string) => string;
  brandName: string;
  loadRates: () => Promise<RateTable>;
  /** Web Push, when the server has VAPID keys (decision 042); without it every alert mails. */
  push?: PushSender | undefined;
  onMailError?: (error: unknown) => void;
  now?: Date;
}

export interface CheckAlertsResult {
  alerts: number;
  mailed: number;
  failed: number;
}

/**
 * The alert job: every alert whose article has observations it has not looked at yet. Each alert
 * is claimed by moving its cursor (a conditional update, so two instances never both mail), then
 * its countries' newest prices are compared with the ones before; one mail lists the drops. A
 * mail that fails puts the cursor back, so the next run tries again.
 */
export async function checkPriceAlerts(options: CheckAlertsOptions): Promise<CheckAlertsResult> {
  const { db } = options;
  const newest = sql<number>`(select max(o.id) from ${priceObservations} o where o.article_code = ${priceAlerts.articleCode})`;
  const due = await db
    .select({
      alert: priceAlerts,
      newest,
      name: articles.name,
      email: profiles.email,
      firstName: profiles.firstName,
      countryLanguage: profiles.countryLanguage,
      premiumUntil: profiles.premiumUntil,
    })
    .from(priceAlerts)
    .innerJoin(profiles, eq(profiles.id, priceAlerts.profileId))
    .innerJoin(articles, eq(articles.code, priceAlerts.articleCode))
    .where(gt(newest, priceAlerts.checkedThroughId));
  const result: CheckAlertsResult = { alerts: due.length, mailed: 0, failed: 0 };
  if (due.length === 0) return result;
  const rates = await options.loadRates();
  for (const row of due) {
    const { alert } = row;
    const cursor = Number(row.newest);
    const [claimed] = await db
      .update(priceAlerts)
      .set({ checkedThroughId: cursor })
      .where(
        and(eq(priceAlerts.id, alert.id), eq(priceAlerts.checkedThroughId, alert.checkedThroughId)),
      )
      .returning({ id: priceAlerts.id });
    // Premium lapsed: the alert waits, and does not announce what happened meanwhile later.
    if (!claimed || !row.email || !isPremium(row, options.now)) continue;
    const drops = await findDrops(db, alert, rates);
    if (drops.length === 0) continue;
    try {
      const message = alertMessage(options, { ...row, email: row.email }, drops);
      await deliverAlert({
        channel: alert.channel,
        profileId: alert.profileId,
        push: options.push,
        sendMail: () => options.mailer.send(message.mail),
        payload: () => message.push,
      });
      await db
        .update(priceAlerts)
        .set({ lastNotifiedAt: options.now ?? new Date() })
        .where(eq(priceAlerts.id, alert.id));
      result.mailed += 1;
    } catch (error) {
      result.failed += 1;
      await db
        .update(priceAlerts)
        .set({ checkedThroughId: alert.checkedThroughId })
        .where(and(eq(priceAlerts.id, alert.id), eq(priceAlerts.checkedThroughId, cursor)));
      options.onMailError?.(error);
    }
  }
  return result;
}

type Alert = typeof priceAlerts.$inferSelect;

/** The drops among the alert's countries whose newest price is one the alert had not seen. */
async function findDrops(db: AppDb, alert: Alert, rates: RateTable) {
  const ranked = db.$with("ranked").as(
    db
      .select({
        id: priceObservations.id,
        country: priceObservations.country,
        priceMinor: priceObservations.priceMinor,
        currency: priceObservations.currency,
        observedAt: priceObservations.observedAt,
        rank: sql<number>`row_number() over (partition by ${priceObservations.country} order by ${priceObservations.observedAt} desc, ${priceObservations.id} desc)`.as(
          "rank",
        ),
      })
      .from(priceObservations)
      .where(
        and(
          eq(priceObservations.articleCode, alert.articleCode),
          inArray(priceObservations.country, alert.countries),
          isNotNull(priceObservations.priceMinor),
        ),
      ),
  );
  const rows = await db.with(ranked).select().from(ranked).where(lte(ranked.rank, 2));
  const drops: (PriceDrop & { country: string })[] = [];
  for (const country of alert.countries) {
    const [latest, previous] = rows
      .filter((row) => row.country === country)
      .sort((a, b) => Number(a.rank) - Number(b.rank))
      .map((row) => ({ ...row, observedAt: new Date(row.observedAt) }));
    if (!latest || latest.id <= alert.checkedThroughId) continue;
    const drop = priceDropOf({
      latest: observed(latest),
      previous: previous ? observed(previous) : null,
      targetPriceMinor: alert.targetPriceMinor,
      currency: alert.currency,
      rates,
    });
    if (drop) drops.push({ ...drop, country });
  }
  return drops;
}

const observed = (row: {
  priceMinor: number | null;
  currency: string;
  observedAt: Date;
}): Observed => ({
  amountMinor: row.priceMinor ?? 0,
  currency: row.currency,
  observedAt: row.observedAt,
});

// The amounts read as on the site's pages.
const money = ({ amountMinor, currency }: Money, locale: Locale) =>
  formatMoney(amountMinor, currency, locale);

function alertMessage(
  options: CheckAlertsOptions,
  row: {
    alert: Alert;
    name: string;
    email: string;
    firstName: string;
    countryLanguage: string | null;
  },
  drops: (PriceDrop & { country: string })[],
): { mail: MailMessage; push: PushPayload } {
  const locale = languageOf(row.countryLanguage) ?? "fr";
  const lines = drops.map((drop) => {
    const price = money(drop.price, locale);
    const converted =
      drop.converted && drop.converted.currency !== drop.price.currency
        ? ` (${money(drop.converted, locale)})`
        : "";
    const before = drop.previous ? ` ← ${money(drop.previous, locale)}` : "";
    return `- ${countryName(drop.country, locale) ?? drop.country}: ${price}${converted}${before}`;
  });
  const code = formatArticleCode(row.alert.articleCode);
  const { subject, text } = mailText("priceAlert", locale, {
    brand: options.brandName,
    name: row.firstName,
    article: row.name,
    code,
    lines: lines.join("\n"),
    link: options.link(`/podium/${code}`),
    stopLink: options.link(`/alerts/stop/${row.alert.stopToken}`),
  });
  return {
    mail: {
      to: row.email,
      subject,
      text,
      // RFC 8058: mail apps offer their own one-click "unsubscribe", which stops this alert.
      headers: {
        "List-Unsubscribe": `<${options.link(`/api/alerts/stop/${row.alert.stopToken}`)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
    // The mail's subject and lines; paths, which the service worker reads on its own origin.
    push: {
      title: pushTitle(subject),
      body: lines.map((line) => line.replace(/^- /, "")).join("\n"),
      url: `/podium/${code}`,
      alertId: `drop:${row.alert.id}`,
      stopUrl: `/api/alerts/stop/${row.alert.stopToken}`,
      stopLabel: pushStopLabel(locale),
    },
  };
}
