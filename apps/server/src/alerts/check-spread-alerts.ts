import { formatArticleCode } from "@frontalier/shared/article-code";
import { countryName } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { homeCountryOf, languageOf } from "@frontalier/shared/identity";
import { wishlistPath } from "@frontalier/shared/route-links";
import { nextSpreadState, type Spread } from "@frontalier/shared/spread";
import { and, eq, gt, sql } from "drizzle-orm";
import { isPremium } from "../billing/premium.ts";
import { articles, baskets, priceObservations, profiles, spreadAlerts } from "../db/schema.ts";
import { mailSentence, mailText } from "../mail/mail-text.ts";
import type { MailMessage } from "../mail/mailer.ts";
import type { PushPayload } from "../push/push-sender.ts";
import { pushStopLabel, pushTitle } from "../push/push-text.ts";
import type { CheckAlertsOptions, CheckAlertsResult } from "./check-price-alerts.ts";
import { deliverAlert } from "./deliver-alert.ts";
import { spreadOutcome } from "./spread-outcome.ts";

/**
 * The spread alerts whose articles (one, or the basket's wishlist) have observations they have
 * not looked at. Each is claimed by moving its cursor (a conditional update: two instances never
 * both mail), then its condition is compared with the one last seen: a mail when it becomes
 * true. A mail that fails puts the cursor and the condition back, so the next run tries again.
 */
export async function checkSpreadAlerts(options: CheckAlertsOptions): Promise<CheckAlertsResult> {
  const { db } = options;
  const newest = sql<number>`(select max(o.id) from ${priceObservations} o where (${spreadAlerts.articleCode} is null and o.article_code in (select i.article_code from basket_items i where i.basket_id = ${spreadAlerts.basketId})) or o.article_code = ${spreadAlerts.articleCode})`;
  const due = await db
    .select({
      alert: spreadAlerts,
      newest,
      name: articles.name,
      basketPosition: baskets.position,
      email: profiles.email,
      firstName: profiles.firstName,
      countryLanguage: profiles.countryLanguage,
      homeCountry: profiles.homeCountry,
      premiumUntil: profiles.premiumUntil,
    })
    .from(spreadAlerts)
    .innerJoin(profiles, eq(profiles.id, spreadAlerts.profileId))
    .innerJoin(baskets, eq(baskets.id, spreadAlerts.basketId))
    .leftJoin(articles, eq(articles.code, spreadAlerts.articleCode))
    .where(gt(newest, spreadAlerts.checkedThroughId));
  const result: CheckAlertsResult = { alerts: due.length, mailed: 0, failed: 0 };
  if (due.length === 0) return result;
  const rates = await options.loadRates();
  for (const row of due) {
    const { alert } = row;
    const cursor = Number(row.newest);
    const [claimed] = await db
      .update(spreadAlerts)
      .set({ checkedThroughId: cursor })
      .where(
        and(
          eq(spreadAlerts.id, alert.id),
          eq(spreadAlerts.checkedThroughId, alert.checkedThroughId),
        ),
      )
      .returning({ id: spreadAlerts.id });
    // Premium lapsed: the alert waits, its condition as last seen while it was active.
    if (!claimed || !row.email || !isPremium(row, options.now)) continue;
    const home = homeCountryOf(row);
    const { outcome, homeCurrency, trueCost } = await spreadOutcome(db, alert, home, rates);
    const next = nextSpreadState(alert.met, outcome);
    if (next.met !== alert.met) {
      await db.update(spreadAlerts).set({ met: next.met }).where(eq(spreadAlerts.id, alert.id));
    }
    if (!next.fire || outcome === null || outcome === "unknown") continue;
    try {
      const message = spreadMessage(
        options,
        { ...row, email: row.email, home, homeCurrency, trueCost },
        outcome,
      );
      await deliverAlert({
        channel: alert.channel,
        profileId: alert.profileId,
        push: options.push,
        sendMail: () => options.mailer.send(message.mail),
        payload: () => message.push,
      });
      await db
        .update(spreadAlerts)
        .set({ lastNotifiedAt: options.now ?? new Date() })
        .where(eq(spreadAlerts.id, alert.id));
      result.mailed += 1;
    } catch (error) {
      result.failed += 1;
      await db
        .update(spreadAlerts)
        .set({ checkedThroughId: alert.checkedThroughId, met: alert.met })
        .where(and(eq(spreadAlerts.id, alert.id), eq(spreadAlerts.checkedThroughId, cursor)));
      options.onMailError?.(error);
    }
  }
  return result;
}

function spreadMessage(
  options: CheckAlertsOptions,
  row: {
    alert: typeof spreadAlerts.$inferSelect;
    name: string | null;
    basketPosition: number;
    email: string;
    firstName: string;
    countryLanguage: string | null;
    home: string;
    homeCurrency: string;
    trueCost: boolean;
  },
  spread: Spread,
): { mail: MailMessage; push: PushPayload } {
  const locale = languageOf(row.countryLanguage) ?? "fr";
  const money = (amountMinor: number) => formatMoney(amountMinor, row.homeCurrency, locale);
  const code = row.alert.articleCode ? formatArticleCode(row.alert.articleCode) : null;
  const values = {
    brand: options.brandName,
    name: row.firstName,
    country: countryName(spread.country, locale) ?? spread.country,
    home: countryName(row.home, locale) ?? row.home,
    saving: money(spread.savingMinor),
    percent: new Intl.NumberFormat(locale, { style: "percent" }).format(spread.percent / 100),
    price: money(spread.totalMinor),
    homePrice: money(spread.homeMinor),
    stopLink: options.link(`/alerts/stop/${row.alert.stopToken}`),
  };
  const kind = code ? "spreadArticle" : "spreadWishlist";
  // Said where the amounts are what a shopper carrying purchases home pays, not shelf prices.
  const trueCostNote = row.trueCost ? `\n\n${mailSentence(kind, "trueCostNote", locale)}` : "";
  const { subject, text } = code
    ? mailText("spreadArticle", locale, {
        ...values,
        trueCostNote,
        article: row.name ?? code,
        code,
        link: options.link(`/podium/${code}`),
      })
    : mailText("spreadWishlist", locale, {
        ...values,
        trueCostNote,
        link: options.link(wishlistPath(row.alert.basketId, row.basketPosition)),
      });
  const link = code ? `/podium/${code}` : wishlistPath(row.alert.basketId, row.basketPosition);
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
    // The mail's subject and its two lines, the country's and home's; paths on the worker's origin.
    push: {
      title: pushTitle(subject),
      body: `${values.country}: ${values.price}\n${values.home}: ${values.homePrice}`,
      url: link,
      alertId: `spread:${row.alert.id}`,
      stopUrl: `/api/alerts/stop/${row.alert.stopToken}`,
      stopLabel: pushStopLabel(locale),
    },
  };
}
