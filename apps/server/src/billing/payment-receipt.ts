import type { PlanId } from "@frontalier/shared/contracts/billing";
import { formatLongDate } from "@frontalier/shared/format-date";
import { formatMoney } from "@frontalier/shared/format-money";
import { languageOf } from "@frontalier/shared/identity";
import { defaultLocale, type Locale } from "@frontalier/shared/locales";
import de from "@frontalier/shared/locales/de/billing.json" with { type: "json" };
import en from "@frontalier/shared/locales/en/billing.json" with { type: "json" };
import es from "@frontalier/shared/locales/es/billing.json" with { type: "json" };
import fr from "@frontalier/shared/locales/fr/billing.json" with { type: "json" };
import it from "@frontalier/shared/locales/it/billing.json" with { type: "json" };
import nl from "@frontalier/shared/locales/nl/billing.json" with { type: "json" };
import pt from "@frontalier/shared/locales/pt/billing.json" with { type: "json" };
import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { billingSubscriptions, profiles } from "../db/schema.ts";
import type { LinkTo } from "../links/links.ts";
import { mailText } from "../mail/mail-text.ts";
import type { Mailer } from "../mail/mailer.ts";
import { type ApplyResult, applyBillingEvent } from "./apply-billing-event.ts";
import type { BillingEvent } from "./billing-event.ts";
import type { BillingConfig } from "./plans.ts";

/** The plans' names as the app shows them (billing.json), for the receipt in the same words. */
const planNames: Record<Locale, Record<PlanId, string>> = {
  fr: fr.plans,
  en: en.plans,
  de: de.plans,
  es: es.plans,
  it: it.plans,
  nl: nl.plans,
  pt: pt.plans,
};

export type CheckoutCompleted = Extract<BillingEvent, { type: "checkout_completed" }>;

/** Mails the receipt of a paid checkout; never throws (a payment is not undone by a mail). */
export type SendReceipt = (event: CheckoutCompleted) => Promise<void>;

export interface PaymentReceiptOptions {
  db: AppDb;
  mailer: Mailer;
  brandName: string;
  link: LinkTo;
  /** The plans' prices, for a provider that does not say what was charged (the sandbox). */
  prices: BillingConfig["display"];
  onError(error: unknown, event: CheckoutCompleted): void;
}

/**
 * The receipt of a first payment, in the subscriber's language: the plan, the amount charged
 * and the end of the paid period as the subscription now records it.
 */
export function paymentReceipt(options: PaymentReceiptOptions): SendReceipt {
  const { db } = options;
  return async (event) => {
    try {
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, event.profileId));
      if (!profile?.email) return;
      const [subscription] = await db
        .select({ currentPeriodEnd: billingSubscriptions.currentPeriodEnd })
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.profileId, event.profileId));
      const periodEnd = subscription?.currentPeriodEnd ?? event.currentPeriodEnd;
      const locale = languageOf(profile.countryLanguage) ?? defaultLocale;
      const amount = event.amount ?? {
        amountMinor: options.prices[event.plan],
        currency: options.prices.currency,
      };
      const { subject, text } = mailText("paymentReceipt", locale, {
        brand: options.brandName,
        name: profile.firstName ?? "",
        plan: planNames[locale][event.plan],
        amount: formatMoney(amount.amountMinor, amount.currency, locale),
        periodEnd: formatLongDate(periodEnd.toISOString().slice(0, 10), locale),
        reference: event.id,
        link: options.link("/subscription"),
      });
      await options.mailer.send({ to: profile.email, subject, text });
    } catch (error) {
      options.onError(error, event);
    }
  };
}

/**
 * Applies a provider's event (`applyBillingEvent`), then mails the receipt of a paid checkout
 * the first time its event id is seen: a replayed event (Stripe retries, the sandbox pressed in
 * two tabs) is a duplicate and mails nothing. A checkout older than the subscription's own
 * events ("stale") was still paid, so it still has its receipt.
 */
export async function applyPaymentEvent(
  db: AppDb,
  event: BillingEvent,
  sendReceipt: SendReceipt | undefined,
): Promise<ApplyResult> {
  const result = await applyBillingEvent(db, event);
  const firstTime = result === "applied" || result === "stale";
  if (sendReceipt && firstTime && event.type === "checkout_completed" && event.paid) {
    await sendReceipt(event);
  }
  return result;
}
