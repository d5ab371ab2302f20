import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { signedInClient } from "../../../billing/testing/signed-in-client.ts";
import { createMailer } from "../../../mail/mailer.ts";

describe.each(testDatabases())("premium with the sandbox provider (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const mailer = createMailer({ from: "test@frontalier.test" });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig({ PREMIUM_PRICE_MONTHLY: "3.49" }), {
      database: database(),
      logger: false,
      mailer,
    });
  });
  afterAll(() => app.close());

  it("shows the configured plans and says the sandbox takes the payments", async () => {
    const plans = (await app.inject({ url: "/api/billing/plans" })).json();
    expect(plans).toEqual({
      provider: "sandbox",
      plans: [
        { id: "monthly", amountMinor: 349, currency: "EUR" },
        { id: "yearly", amountMinor: 2999, currency: "EUR" },
      ],
    });
  });

  it("lets only signed-in users start a checkout", async () => {
    const guest = new CookieClient(app);
    await guest.get("/api/_auth/session");
    expect((await guest.post("/api/billing/checkout", { plan: "monthly" })).statusCode).toBe(401);
  });

  it("subscribes through the sandbox checkout, which unlocks a fourth basket", async () => {
    const { client } = await signedInClient(app, mailer, "sandbox@example.test");
    for (let i = 0; i < 2; i++) expect((await client.post("/api/baskets")).statusCode).toBe(201);
    const refused = await client.post("/api/baskets");
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe("premium_required");

    expect((await client.post("/api/billing/checkout", { plan: "weekly" })).statusCode).toBe(400);
    const { url } = (await client.post("/api/billing/checkout", { plan: "yearly" })).json();
    const session = /^\/pay\/sandbox\/([\w-]+)$/.exec(url)?.[1] ?? "";
    expect(session).not.toBe("");
    const checkout = (await client.get(`/api/billing/sandbox/${session}`)).json();
    expect(checkout).toMatchObject({ status: "open", plan: { id: "yearly", amountMinor: 2999 } });

    // Someone else cannot see or finish it.
    const stranger = await signedInClient(app, mailer, "stranger@example.test", "198.51.100.41");
    expect((await stranger.client.get(`/api/billing/sandbox/${session}`)).statusCode).toBe(404);
    expect(
      (await stranger.client.post(`/api/billing/sandbox/${session}`, { outcome: "succeed" }))
        .statusCode,
    ).toBe(404);

    const done = await client.post(`/api/billing/sandbox/${session}`, { outcome: "succeed" });
    expect(done.json()).toMatchObject({ status: "completed" });
    const again = await client.post(`/api/billing/sandbox/${session}`, { outcome: "succeed" });
    expect(again.statusCode).toBe(409);

    const user = (await client.get("/api/_auth/session")).json().user;
    expect(Date.parse(user.premiumUntil)).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect((await client.post("/api/baskets")).statusCode).toBe(201);
    expect((await client.post("/api/billing/checkout", { plan: "monthly" })).statusCode).toBe(409);
    expect((await stranger.client.get("/api/_auth/session")).json().user.premiumUntil).toBeNull();
  });

  it("cancels through the sandbox portal, which removes premium", async () => {
    const { client } = await signedInClient(app, mailer, "portal@example.test", "198.51.100.42");
    expect((await client.post("/api/billing/portal")).statusCode).toBe(404);
    const { url } = (await client.post("/api/billing/checkout", { plan: "monthly" })).json();
    await client.post(url.replace("/pay/", "/api/billing/"), { outcome: "succeed" });
    expect((await client.post("/api/billing/portal")).json()).toEqual({
      url: "/subscription?portal=sandbox",
    });

    await client.post("/api/billing/sandbox-portal", { action: "cancel_at_period_end" });
    let state = (await client.get("/api/billing/subscription")).json();
    expect(state).toMatchObject({ premium: true, subscription: { cancelAtPeriodEnd: true } });

    await client.post("/api/billing/sandbox-portal", { action: "cancel_now" });
    state = (await client.get("/api/billing/subscription")).json();
    expect(state).toMatchObject({ premium: false, subscription: { status: "canceled" } });
    expect((await client.get("/api/_auth/session")).json().user.premiumUntil).toBeNull();
  });

  it("cancels a sandbox checkout without giving premium", async () => {
    const { client } = await signedInClient(app, mailer, "cancel@example.test", "198.51.100.43");
    const { url } = (await client.post("/api/billing/checkout", { plan: "monthly" })).json();
    const done = await client.post(url.replace("/pay/", "/api/billing/"), { outcome: "cancel" });
    expect(done.json()).toMatchObject({ status: "canceled" });
    expect((await client.get("/api/billing/subscription")).json()).toMatchObject({
      premium: false,
      subscription: null,
    });
  });
});
