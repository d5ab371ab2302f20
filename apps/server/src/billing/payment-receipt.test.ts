import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { signedInClient } from "./testing/signed-in-client.ts";

const receiptsTo = (mailer: Mailer, email: string) =>
  mailer.outbox().filter((mail) => mail.to === email && mail.text.includes("Reference"));

describe.each(testDatabases())("the payment receipt (%s)", (kind) => {
  const database = useTestDatabase(kind);

  describe("with the sandbox provider", () => {
    const mailer = createMailer({ from: "test@frontalier.test" });
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp(testConfig({ PREMIUM_PRICE_YEARLY: "29.99" }), {
        database: database(),
        logger: false,
        mailer,
      });
    });
    afterAll(() => app.close());

    it("mails one receipt in the subscriber's language, with plan, amount and period end", async () => {
      const email = "receipt-sandbox@example.test";
      // The account's language is English (`FR/EN`).
      const { client } = await signedInClient(app, mailer, email, "198.51.100.60");
      expect(receiptsTo(mailer, email)).toHaveLength(0);
      const { url } = (await client.post("/api/billing/checkout", { plan: "yearly" })).json();
      const finish = url.replace("/pay/", "/api/billing/");
      expect((await client.post(finish, { outcome: "succeed" })).statusCode).toBe(200);
      expect((await client.post(finish, { outcome: "succeed" })).statusCode).toBe(409);

      const state = (await client.get("/api/billing/subscription")).json();
      const periodEnd = new Date(state.subscription.currentPeriodEnd);
      // One date: premium is shown until the paid period's end, the day it renews.
      expect(state.premiumUntil).toBe(state.subscription.currentPeriodEnd);

      const receipts = receiptsTo(mailer, email);
      expect(receipts).toHaveLength(1);
      const [receipt] = receipts;
      expect(receipt?.subject).toBe("Your receipt: Frontalier premium");
      expect(receipt?.text).toContain("Plan: Yearly");
      expect(receipt?.text).toContain("Amount paid: €29.99");
      const day = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });
      expect(receipt?.text).toContain(`Premium until: ${day.format(periodEnd)}`);
      expect(receipt?.text).toMatch(/Manage your subscription: http\S+\/subscription/);
    });

    it("mails nothing for a canceled checkout", async () => {
      const email = "receipt-canceled@example.test";
      const { client } = await signedInClient(app, mailer, email, "198.51.100.61");
      const { url } = (await client.post("/api/billing/checkout", { plan: "monthly" })).json();
      await client.post(url.replace("/pay/", "/api/billing/"), { outcome: "cancel" });
      expect(receiptsTo(mailer, email)).toHaveLength(0);
    });
  });

  describe("with Stripe", () => {
    const secret = "whsec_test_receipt";
    const stripe = new Stripe("sk_test_frontalier");
    const mailer = createMailer({ from: "test@frontalier.test" });
    let app: FastifyInstance;
    beforeAll(async () => {
      const config = testConfig({
        STRIPE_SECRET_KEY: "sk_test_frontalier",
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_PRICE_MONTHLY: "price_monthly",
        STRIPE_PRICE_YEARLY: "price_yearly",
      });
      app = await buildApp(config, { database: database(), logger: false, mailer });
    });
    afterAll(() => app.close());

    function deliver(event: object) {
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
      return app.inject({
        method: "POST",
        url: "/api/billing/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
    }

    it("mails the amount Stripe charged, once whatever the retries", async () => {
      const email = "receipt-stripe@example.test";
      const { profileId } = await signedInClient(app, mailer, email, "198.51.100.62");
      const event = {
        id: "evt_receipt_checkout",
        object: "event",
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type: "checkout.session.completed",
        data: {
          object: {
            id: "cs_receipt",
            object: "checkout.session",
            mode: "subscription",
            client_reference_id: String(profileId),
            customer: "cus_receipt",
            subscription: "sub_receipt",
            payment_status: "paid",
            amount_total: 349,
            currency: "eur",
            metadata: { profileId: String(profileId), plan: "monthly" },
          },
        },
      };
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await deliver(event)).statusCode).toBe(200);
      }
      const receipts = receiptsTo(mailer, email);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.text).toContain("Plan: Monthly");
      expect(receipts[0]?.text).toContain("Amount paid: €3.49");
      expect(receipts[0]?.text).toContain("Reference: evt_receipt_checkout");
    });

    it("mails the receipt when the subscription's own event came first, with its period end", async () => {
      const email = "receipt-late-checkout@example.test";
      const { profileId } = await signedInClient(app, mailer, email, "198.51.100.63");
      const now = Math.floor(Date.now() / 1000);
      const periodEnd = now + 365 * 86_400;
      const envelope = (id: string, type: string, created: number, object: object) => ({
        id,
        object: "event",
        api_version: Stripe.API_VERSION,
        created,
        type,
        data: { object },
      });
      const created = await deliver(
        envelope("evt_late_sub", "customer.subscription.created", now, {
          id: "sub_late",
          object: "subscription",
          customer: "cus_late",
          status: "active",
          cancel_at_period_end: false,
          cancel_at: null,
          metadata: { profileId: String(profileId), plan: "yearly" },
          items: { data: [{ current_period_end: periodEnd, price: { id: "price_yearly" } }] },
        }),
      );
      expect(created.statusCode).toBe(200);
      expect(receiptsTo(mailer, email)).toHaveLength(0);
      const checkout = await deliver(
        envelope("evt_late_checkout", "checkout.session.completed", now - 5, {
          id: "cs_late",
          object: "checkout.session",
          mode: "subscription",
          client_reference_id: String(profileId),
          customer: "cus_late",
          subscription: "sub_late",
          payment_status: "paid",
          amount_total: 2999,
          currency: "eur",
          metadata: { profileId: String(profileId), plan: "yearly" },
        }),
      );
      expect(checkout.statusCode).toBe(200);
      const receipts = receiptsTo(mailer, email);
      expect(receipts).toHaveLength(1);
      const day = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });
      expect(receipts[0]?.text).toContain(
        `Premium until: ${day.format(new Date(periodEnd * 1000))}`,
      );
      expect(receipts[0]?.text).toContain("Amount paid: €29.99");
    });
  });
});
