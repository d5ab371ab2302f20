import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import type { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { signedInClient } from "../../../billing/testing/signed-in-client.ts";
import { createMailer } from "../../../mail/mailer.ts";

const WEBHOOK_SECRET = "whsec_test_frontalier";
const stripe = new Stripe("sk_test_frontalier");
const DAY_S = 86_400;

/** Stripe's event envelope around `object`, as the webhook receives it. */
function stripeEvent(id: string, type: string, object: Record<string, unknown>, created: number) {
  return { id, object: "event", api_version: Stripe.API_VERSION, created, type, data: { object } };
}

describe.each(testDatabases())("Stripe webhook (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const mailer = createMailer({ from: "test@frontalier.test" });
  let app: FastifyInstance;
  let user: { client: CookieClient; profileId: number };
  let clock = Math.floor(Date.now() / 1000);
  const later = () => {
    clock += 10;
    return clock;
  };

  beforeAll(async () => {
    const config = testConfig({
      STRIPE_SECRET_KEY: "sk_test_frontalier",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: "price_monthly",
      STRIPE_PRICE_YEARLY: "price_yearly",
    });
    app = await buildApp(config, { database: database(), logger: false, mailer });
    user = await signedInClient(app, mailer, "stripe-subscriber@example.test");
  });
  afterAll(() => app.close());

  /** Posts the event as Stripe does: raw JSON, signed with the SDK's test helper. */
  function deliver(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
  }

  const premiumUntil = async (): Promise<string | null> =>
    (await user.client.get("/api/_auth/session")).json().user.premiumUntil;

  const checkoutCompleted = (id: string) =>
    stripeEvent(
      id,
      "checkout.session.completed",
      {
        id: "cs_test_1",
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: String(user.profileId),
        customer: "cus_test_1",
        subscription: "sub_test_1",
        payment_status: "paid",
        metadata: { profileId: String(user.profileId), plan: "monthly" },
      },
      later(),
    );

  const subscription = (status: string, periodEnd: number, extra: object = {}) => ({
    id: "sub_test_1",
    object: "subscription",
    customer: "cus_test_1",
    status,
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: { profileId: String(user.profileId), plan: "monthly" },
    items: { data: [{ current_period_end: periodEnd, price: { id: "price_yearly" } }] },
    ...extra,
  });

  it("refuses an event whose signature is wrong, missing, or made with another secret", async () => {
    const event = checkoutCompleted("evt_forged");
    const forged = await deliver(event, "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe("webhook_signature_invalid");
    const unsigned = await app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const payload = JSON.stringify(event);
    const tampered = await app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      headers: {
        "content-type": "application/json",
        "stripe-signature": stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      payload: payload.replace("paid", "unpaid"),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await premiumUntil()).toBeNull();
  });

  it("gives premium on checkout completion and keeps the subscription's period", async () => {
    const completed = await deliver(checkoutCompleted("evt_checkout"));
    expect(completed.statusCode).toBe(200);
    expect(await premiumUntil()).not.toBeNull();
    const periodEnd = clock + 365 * DAY_S;
    const updated = await deliver(
      stripeEvent(
        "evt_sub_created",
        "customer.subscription.created",
        subscription("active", periodEnd),
        later(),
      ),
    );
    expect(updated.statusCode).toBe(200);
    const state = (await user.client.get("/api/billing/subscription")).json();
    expect(state).toMatchObject({
      premium: true,
      subscription: { provider: "stripe", plan: "yearly", status: "active" },
    });
    expect(state.subscription.currentPeriodEnd).toBe(new Date(periodEnd * 1000).toISOString());
  });

  it("acknowledges event types it does not use without changing anything", async () => {
    const before = await premiumUntil();
    const response = await deliver(
      stripeEvent("evt_other", "customer.updated", { id: "cus_test_1" }, later()),
    );
    expect(response.statusCode).toBe(200);
    expect(await premiumUntil()).toBe(before);
  });

  it("removes premium on a failed payment and gives it back when the payment goes through", async () => {
    const failed = await deliver(
      stripeEvent(
        "evt_failed",
        "invoice.payment_failed",
        {
          id: "in_test_1",
          object: "invoice",
          customer: "cus_test_1",
          parent: { subscription_details: { subscription: "sub_test_1" } },
        },
        later(),
      ),
    );
    expect(failed.statusCode).toBe(200);
    expect(await premiumUntil()).toBeNull();
    const periodEnd = clock + 30 * DAY_S;
    await deliver(
      stripeEvent(
        "evt_paid",
        "customer.subscription.updated",
        subscription("active", periodEnd),
        later(),
      ),
    );
    expect(await premiumUntil()).not.toBeNull();
  });

  it("ignores an event older than the last one applied", async () => {
    const stale = await deliver(
      stripeEvent(
        "evt_stale",
        "customer.subscription.updated",
        subscription("past_due", clock + DAY_S),
        clock - 3600,
      ),
    );
    expect(stale.statusCode).toBe(200);
    expect(await premiumUntil()).not.toBeNull();
  });

  it("removes premium on cancellation, and a replayed event changes nothing", async () => {
    const deleted = stripeEvent(
      "evt_deleted",
      "customer.subscription.deleted",
      subscription("canceled", clock + DAY_S),
      later(),
    );
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await premiumUntil()).toBeNull();
    // Stripe retries: the same events again, the checkout's included, are acknowledged and skipped.
    const checkoutReplay = await deliver({
      ...checkoutCompleted("evt_checkout"),
      created: later(),
    });
    expect(checkoutReplay.statusCode).toBe(200);
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await premiumUntil()).toBeNull();
    const state = (await user.client.get("/api/billing/subscription")).json();
    expect(state).toMatchObject({ premium: false, subscription: { status: "canceled" } });
  });

  it("sends nothing but 4xx for a body that is not an event", async () => {
    for (const payload of ["not json", "{}", JSON.stringify({ id: 3 })]) {
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      const response = await app.inject({
        method: "POST",
        url: "/api/billing/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
      expect(response.statusCode, payload).toBeLessThan(500);
    }
  });
});
