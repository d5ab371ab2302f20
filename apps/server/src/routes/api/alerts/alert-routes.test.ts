import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { alertCheckOptions } from "../../../alerts/alert-check-options.ts";
import { checkPriceAlerts } from "../../../alerts/check-price-alerts.ts";
import { buildApp } from "../../../app.ts";
import { signedInClient } from "../../../billing/testing/signed-in-client.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { articles, priceObservations } from "../../../db/schema.ts";
import { linksFor } from "../../../links/links.ts";
import { createMailer } from "../../../mail/mailer.ts";

const CODE = "40275814";
const DAY_MS = 86_400_000;

describe.each(testDatabases())("price-drop alerts (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const mailer = createMailer({ from: "test@frontalier.test" });
  let app: FastifyInstance;
  const check = () =>
    checkPriceAlerts(
      alertCheckOptions({
        db: app.db,
        mailer: app.mailer,
        link: linksFor(testConfig()),
        brandName: testConfig().brandName,
      }),
    );
  const alertMails = (to: string) =>
    mailer.outbox().filter((mail) => mail.to === to && mail.subject.includes("LACK"));

  async function observe(country: string, priceMinor: number, currency: string, daysAgo = 0) {
    await app.db.insert(priceObservations).values({
      articleCode: CODE,
      country,
      priceMinor,
      currency,
      availability: "online",
      source: "feed",
      observedAt: new Date(Date.now() - daysAgo * DAY_MS),
    });
  }

  async function subscribe(client: Awaited<ReturnType<typeof signedInClient>>["client"]) {
    const { url } = (await client.post("/api/billing/checkout", { plan: "monthly" })).json();
    await client.post(url.replace("/pay/", "/api/billing/"), { outcome: "succeed" });
  }

  beforeAll(async () => {
    app = await buildApp(testConfig({ PUBLIC_URL: "https://frontalier.test" }), {
      database: database(),
      logger: false,
      mailer,
    });
    await seedReferenceData(app.db);
    await app.db
      .insert(articles)
      .values({ code: CODE, name: "LACK", searchName: "lack", typeName: "Table" });
    await observe("FR", 2999, "EUR", 3);
    await observe("DE", 2899, "EUR", 3);
    await observe("CH", 3500, "CHF", 3);
  });
  afterAll(() => app.close());

  it("keeps alerts for premium users: others are sent to the gate", async () => {
    const { client } = await signedInClient(app, mailer, "free@example.test", "198.51.100.50");
    const body = { countries: ["FR"], targetPriceMinor: null, currency: "EUR" };
    const refused = await client.put(`/api/alerts/${CODE}`, body);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe("premium_required");
    expect((await client.get("/api/alerts")).json()).toEqual({ active: false, alerts: [] });
  });

  it("refuses bad input with 4xx", async () => {
    const { client } = await signedInClient(app, mailer, "bad@example.test", "198.51.100.51");
    await subscribe(client);
    const good = { countries: ["FR"], targetPriceMinor: null, currency: "EUR" };
    for (const [url, body] of [
      [`/api/alerts/${CODE}`, { ...good, countries: [] }],
      [`/api/alerts/${CODE}`, { ...good, countries: ["XX"] }],
      [`/api/alerts/${CODE}`, { ...good, currency: "ABC" }],
      [`/api/alerts/${CODE}`, { ...good, targetPriceMinor: -5 }],
      ["/api/alerts/12345678", good],
      ["/api/alerts/nope", good],
    ] as const) {
      const response = await client.put(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    // Well-formed but padded past what an alert needs: refused unread, not parsed and stripped.
    const padded = await client.put(`/api/alerts/${CODE}`, { ...good, note: "x".repeat(8_000) });
    expect(padded.statusCode).toBe(413);
    expect(padded.json().error.code).toBe("payload_too_large");
  });

  it("mails a drop once, for a new lower observation, with a one-click stop link", async () => {
    const { client } = await signedInClient(app, mailer, "watcher@example.test", "198.51.100.52");
    await subscribe(client);
    const saved = await client.put(`/api/alerts/${CODE}`, {
      countries: ["FR", "DE"],
      targetPriceMinor: null,
      currency: "EUR",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().alerts).toMatchObject([{ code: CODE, countries: ["FR", "DE"] }]);

    // What was known before the alert says nothing; a rise says nothing either.
    await check();
    await observe("DE", 2999, "EUR");
    await check();
    expect(alertMails("watcher@example.test")).toHaveLength(0);

    await observe("FR", 2499, "EUR");
    await check();
    const mails = alertMails("watcher@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("LACK");
    expect(mails[0]?.text).toMatch(/France: €24\.99 ← €29\.99/);
    expect(mails[0]?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    await check();
    expect(alertMails("watcher@example.test")).toHaveLength(1);

    const token = /\/alerts\/stop\/([\w-]+)/.exec(mails[0]?.text ?? "")?.[1] ?? "";
    const stopped = await app.inject({ method: "POST", url: `/api/alerts/stop/${token}` });
    expect(stopped.json()).toEqual({ status: "stopped", name: "LACK" });
    expect((await client.get("/api/alerts")).json().alerts).toEqual([]);
    const twice = await app.inject({ method: "POST", url: `/api/alerts/stop/${token}` });
    expect(twice.json()).toEqual({ status: "stopped", name: null });
  });

  it("mails when a converted price reaches the target, not before", async () => {
    const { client } = await signedInClient(app, mailer, "target@example.test", "198.51.100.53");
    await subscribe(client);
    await client.put(`/api/alerts/${CODE}`, {
      countries: ["CH"],
      targetPriceMinor: 2000,
      currency: "EUR",
    });
    await observe("CH", 3000, "CHF");
    await check();
    expect(alertMails("target@example.test")).toHaveLength(0);
    await observe("CH", 1500, "CHF");
    await check();
    expect(alertMails("target@example.test")).toHaveLength(1);
  });

  it("pauses the alerts of a user whose premium ended", async () => {
    const { client } = await signedInClient(app, mailer, "lapsed@example.test", "198.51.100.54");
    await subscribe(client);
    await client.put(`/api/alerts/${CODE}`, {
      countries: ["FR"],
      targetPriceMinor: null,
      currency: "EUR",
    });
    await client.post("/api/billing/sandbox-portal", { action: "cancel_now" });
    await observe("FR", 1999, "EUR");
    await check();
    expect(alertMails("lapsed@example.test")).toHaveLength(0);
    expect((await client.get("/api/alerts")).json()).toMatchObject({ active: false });
    expect((await client.delete(`/api/alerts/${CODE}`)).json().alerts).toEqual([]);
  });
});
