import { receiveStripeEvent } from "@frontalier/shared/contracts/billing";
import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { applyPaymentEvent, type SendReceipt } from "../../../billing/payment-receipt.ts";
import { fromStripeEvent, type PlanOfPrice } from "../../../billing/stripe-events.ts";
import { AppError } from "../../../http/app-error.ts";
import { route } from "../../../http/route.ts";

export interface StripeWebhookOptions {
  stripe: Stripe;
  webhookSecret: string;
  planOfPrice: PlanOfPrice;
  /** Mails the receipt of a paid checkout, once per event. */
  sendReceipt?: SendReceipt;
}

/** Stripe's events are small; anything bigger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/billing/webhook: Stripe's events, signed. The signature covers the exact bytes, so
 * this plugin reads JSON as a raw buffer (its own routes only). Stripe sends no Origin and no
 * Sec-Fetch-Site, so the cross-site guard lets it through unchanged.
 */
export async function stripeWebhookRoute(app: FastifyInstance, options: StripeWebhookOptions) {
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  route(app, receiveStripeEvent, async ({ request }) => {
    const signature = request.headers["stripe-signature"];
    if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
      throw new AppError("webhook_signature_invalid", { message: "unsigned webhook" });
    }
    let event: Stripe.Event;
    try {
      event = options.stripe.webhooks.constructEvent(
        request.body,
        signature,
        options.webhookSecret,
      );
    } catch (error) {
      throw new AppError("webhook_signature_invalid", { message: "bad signature", cause: error });
    }
    const billingEvent = fromStripeEvent(event, options.planOfPrice);
    const result = billingEvent
      ? await applyPaymentEvent(app.db, billingEvent, options.sendReceipt)
      : "ignored";
    request.log.info({ stripeEvent: event.id, type: event.type, result }, "stripe webhook");
    return { received: true as const };
  });
}
