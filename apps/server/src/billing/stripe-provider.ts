import Stripe from "stripe";
import { AppError } from "../http/app-error.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import type { BillingConfig } from "./plans.ts";
import type { PlanOfPrice } from "./stripe-events.ts";

type StripeConfig = NonNullable<BillingConfig["stripe"]>;

/** Stripe's checkout locales include ours (fr, en, de, es, pt, it, nl). */
const CHECKOUT_LOCALES = new Set(["fr", "en", "de", "es", "pt", "it", "nl"]);

/** Stripe Checkout and the customer portal (brief §5 production payments). */
export function stripeProvider(
  config: StripeConfig,
  link: (path: string) => string,
  client: Stripe = new Stripe(config.secretKey),
): PaymentProvider {
  const failed = (cause: unknown) =>
    new AppError("service_unavailable", { message: "Stripe did not answer", cause });
  return {
    kind: "stripe",
    async startCheckout({ profile, plan, customerId, locale }) {
      const metadata = { profileId: String(profile.id), plan };
      try {
        const session = await client.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price: config.prices[plan], quantity: 1 }],
          client_reference_id: String(profile.id),
          ...(customerId
            ? { customer: customerId }
            : profile.email
              ? { customer_email: profile.email }
              : {}),
          metadata,
          subscription_data: { metadata },
          locale: CHECKOUT_LOCALES.has(locale)
            ? (locale as Stripe.Checkout.SessionCreateParams.Locale)
            : "auto",
          success_url: link("/subscription?checkout=success"),
          cancel_url: link("/subscription?checkout=canceled"),
        });
        if (!session.url) throw new Error("checkout session without url");
        return { url: session.url };
      } catch (error) {
        throw failed(error);
      }
    },
    async openPortal({ customerId }) {
      try {
        const session = await client.billingPortal.sessions.create({
          customer: customerId,
          return_url: link("/subscription"),
        });
        return { url: session.url };
      } catch (error) {
        throw failed(error);
      }
    },
  };
}

export const planOfStripePrice =
  (config: StripeConfig): PlanOfPrice =>
  (priceId) =>
    priceId === config.prices.monthly
      ? "monthly"
      : priceId === config.prices.yearly
        ? "yearly"
        : null;
