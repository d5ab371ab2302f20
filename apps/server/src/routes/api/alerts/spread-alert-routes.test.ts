import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import type { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { alertCheckOptions } from "../../../alerts/alert-check-options.ts";
import { checkAlerts } from "../../../alerts/check-alerts.ts";
import { buildApp } from "../../../app.ts";
import { signedInClient } from "../../../billing/testing/signed-in-client.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import {
  articles,
  basketItems,
  priceAlerts,
  priceObservations,
  profiles,
} from "../../../db/schema.ts";
import { linksFor } from "../../../links/links.ts";
import { createMailer } from "../../../mail/mailer.ts";
import { refreshCandidates } from "../../../refresh/watched-articles.ts";

const LACK = "40275814";
const MALM = "20403562";
const KALLAX = "80275887";
const DAY_MS = 86_400_000;

describe.each(testDatabases())("spread alerts (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const mailer = createMailer({ from: "test@frontalier.test" });
  let app: FastifyInstance;
  let ip = 60;
  const check = () =>
    checkAlerts(
      alertCheckOptions({
        db: app.db,
        mailer: app.mailer,
        link: linksFor(testConfig()),
        brandName: testConfig().brandName,
      }),
    );
  const spreadMails = (to: string) =>
    mailer.outbox().filter((mail) => mail.to === to && mail.subject.startsWith("Price gap"));

  async function observe(code: string, country: string, priceMinor: number, currency: string) {
    await app.db.insert(priceObservations).values({
      articleCode: code,
      country,
      priceMinor,
      currency,
      availability: "online",
      source: "feed",
      observedAt: new Date(),
    });
  }

  /** A premium user comparing `countries` (home first), with their current basket's id. */
  async function shopper(email: string, countries = "FR,DE,IT", premium = true) {
    const { client, profileId } = await signedInClient(app, mailer, email, `198.51.100.${ip++}`);
    if (premium) {
      const { url } = (await client.post("/api/billing/checkout", { plan: "monthly" })).json();
      await client.post(url.replace("/pay/", "/api/billing/"), { outcome: "succeed" });
    }
    const basketId: number = (await client.get("/api/_auth/session")).json().profile.iBasket;
    const saved = await client.post(`/api/update-payList-to-basket?iBasket=${basketId}`, {
      sPaysListe: countries,
    });
    expect(saved.statusCode).toBe(200);
    return { client, profileId, basketId };
  }

  const save = (client: CookieClient, body: Record<string, unknown>) =>
    client.put("/api/spread-alerts", body);

  beforeAll(async () => {
    app = await buildApp(testConfig({ PUBLIC_URL: "https://frontalier.test" }), {
      database: database(),
      logger: false,
      mailer,
    });
    await seedReferenceData(app.db);
    await app.db.insert(articles).values([
      { code: LACK, name: "LACK", searchName: "lack", typeName: "Table" },
      { code: MALM, name: "MALM", searchName: "malm", typeName: "Commode" },
      { code: KALLAX, name: "KALLAX", searchName: "kallax", typeName: "Étagère" },
    ]);
    // Older prices, so that each test's new ones are the newest.
    await app.db.insert(priceObservations).values(
      [
        [LACK, "FR", 2999, "EUR"],
        [LACK, "DE", 2899, "EUR"],
        [LACK, "IT", 2999, "EUR"],
        [LACK, "CH", 3500, "CHF"],
        [MALM, "FR", 17999, "EUR"],
        [MALM, "IT", 16999, "EUR"],
      ].map(([articleCode, country, priceMinor, currency]) => ({
        articleCode: String(articleCode),
        country: String(country),
        priceMinor: Number(priceMinor),
        currency: String(currency),
        availability: "online" as const,
        source: "feed" as const,
        observedAt: new Date(Date.now() - 3 * DAY_MS),
      })),
    );
  });
  afterAll(() => app.close());

  it("keeps spread alerts for premium users: others are sent to the gate", async () => {
    const { client, basketId } = await shopper("free-spread@example.test", "FR,DE", false);
    const refused = await save(client, {
      basketId,
      code: LACK,
      threshold: { kind: "percent", percent: 10 },
    });
    expect(refused.statusCode).toBe(402);
    expect((await client.get("/api/spread-alerts")).json()).toEqual({ active: false, alerts: [] });
  });

  it("refuses bad input with 4xx, and another profile's basket or alert with 404", async () => {
    const { client, basketId } = await shopper("bad-spread@example.test");
    const other = await shopper("other-spread@example.test");
    const good = { basketId, code: LACK, threshold: { kind: "percent", percent: 10 } };
    for (const body of [
      { ...good, threshold: { kind: "percent", percent: 0 } },
      { ...good, threshold: { kind: "percent", percent: 91 } },
      { ...good, threshold: { kind: "percent", percent: 12.5 } },
      { ...good, threshold: { kind: "amount", amountMinor: -100 } },
      { ...good, threshold: { kind: "ratio", percent: 10 } },
      { ...good, threshold: undefined },
      { ...good, code: "nope" },
      { ...good, basketId: "abc" },
    ]) {
      const response = await save(client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await save(client, { ...good, code: "12345678" })).statusCode).toBe(404);
    const theirs = await save(client, { ...good, basketId: other.basketId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain("other-spread");

    const mine = (await save(other.client, { ...good, basketId: other.basketId })).json();
    const id = mine.alerts[0].id;
    expect((await client.delete(`/api/spread-alerts/${id}`)).statusCode).toBe(404);
    expect((await client.delete("/api/spread-alerts/x1")).statusCode).toBe(400);
    const removed = await other.client.delete(`/api/spread-alerts/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().alerts).toEqual([]);
  });

  it("mails once when a country becomes Z % cheaper than home, and again only after it was not", async () => {
    const { client, basketId } = await shopper("pct@example.test");
    // The scheduled refresh keeps the prices of an article under a spread alert fresh.
    const watched = async () =>
      (
        await refreshCandidates(app.db, {
          country: "DE",
          limit: 100,
          nowMs: Date.now(),
          minAgeMs: 0,
        })
      ).map((candidate) => candidate.code);
    expect(await watched()).not.toContain(LACK);
    const saved = await save(client, {
      basketId,
      code: LACK,
      threshold: { kind: "percent", percent: 15 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().alerts).toMatchObject([
      { code: LACK, name: "LACK", basketId, threshold: { kind: "percent", percent: 15 } },
    ]);
    expect(await watched()).toContain(LACK);
    const mails = () => spreadMails("pct@example.test");

    // Germany 3 % cheaper: nothing. Then 16.7 % cheaper (the mail rounds down): one mail, with the country and saving.
    await check();
    await observe(LACK, "DE", 2499, "EUR");
    await check();
    expect(mails()).toHaveLength(1);
    expect(mails()[0]?.subject).toContain("LACK");
    expect(mails()[0]?.text).toContain("€5.00 less (16%)");
    expect(mails()[0]?.text).toMatch(/- Germany: €24\.99\n- France, your country: €29\.99/);
    expect(mails()[0]?.text).toContain("/podium/402.758.14");
    expect(mails()[0]?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Still true (a new price, still 15 % or more below): no second mail.
    await observe(LACK, "DE", 2399, "EUR");
    await check();
    expect(mails()).toHaveLength(1);
    // A country outside the compared ones says nothing.
    await observe(LACK, "CH", 100, "CHF");
    await check();
    expect(mails()).toHaveLength(1);
    // False (Germany back up), then true again: a second mail.
    await observe(LACK, "DE", 2899, "EUR");
    await check();
    await observe(LACK, "IT", 1999, "EUR");
    await check();
    expect(mails()).toHaveLength(2);
    expect(mails()[1]?.text).toContain("- Italy: €19.99");

    const token = /\/alerts\/stop\/([\w-]+)/.exec(mails()[1]?.text ?? "")?.[1] ?? "";
    const stopped = await app.inject({ method: "POST", url: `/api/alerts/stop/${token}` });
    expect(stopped.json()).toEqual({ status: "stopped", name: "LACK" });
    expect((await client.get("/api/spread-alerts")).json().alerts).toEqual([]);
  });

  it("compares an amount of the home currency, converted as the podium converts", async () => {
    const { client, basketId, profileId } = await shopper("swiss@example.test", "CH,FR,DE");
    // A Swiss shopper: home prices in francs, the threshold in francs.
    await app.db.update(profiles).set({ homeCountry: "CH" }).where(eq(profiles.id, profileId));
    await observe(MALM, "CH", 25000, "CHF");
    await observe(MALM, "FR", 24999, "EUR");
    const saved = await save(client, {
      basketId,
      code: MALM,
      threshold: { kind: "amount", amountMinor: 5000 },
    });
    expect(saved.json().alerts[0].threshold).toEqual({
      kind: "amount",
      amountMinor: 5000,
      currency: "CHF",
    });
    // Italy is cheapest but not compared; France at €199.99 is about CHF 187, CHF 63 less.
    await observe(MALM, "FR", 19999, "EUR");
    await check();
    const mails = spreadMails("swiss@example.test");
    expect(mails).toHaveLength(1);
    // France's total is the true cost of a Swiss shopper carrying it home, and the mail says so.
    expect(mails[0]?.text).toMatch(
      /- France: CHF\s?1\d\d\.\d\d\n- Switzerland, your country: CHF\s?250\.00\n\nThese amounts are true costs, /,
    );
  });

  it("compares what a shopper carrying purchases home pays: the true cost, as the podium ranks", async () => {
    // KALLAX: no other test observes it, so only these prices are compared.
    const { client, basketId, profileId } = await shopper("carry@example.test", "CH,GB");
    await app.db.update(profiles).set({ homeCountry: "CH" }).where(eq(profiles.id, profileId));
    await observe(KALLAX, "CH", 21500, "CHF");
    await observe(KALLAX, "GB", 30000, "GBP");
    const saved = await save(client, {
      basketId,
      code: KALLAX,
      threshold: { kind: "amount", amountMinor: 2000 },
    });
    expect(saved.statusCode).toBe(200);
    // Great Britain at £174 is about CHF 187 on the shelf, more than CHF 20 below home. But Great
    // Britain refunds no VAT (its scheme ended in 2021) and Switzerland's 8.1 % falls on the whole
    // value above its CHF 150 allowance: about CHF 202 in all, less than CHF 20 below. No mail.
    await observe(KALLAX, "GB", 17400, "GBP");
    await check();
    expect(spreadMails("carry@example.test")).toHaveLength(0);
    // The same shopper says they do not carry purchases home: shelf prices, and the mail.
    await app.db.update(profiles).set({ carryHome: false }).where(eq(profiles.id, profileId));
    await observe(KALLAX, "GB", 17400, "GBP");
    await check();
    expect(spreadMails("carry@example.test")).toHaveLength(1);
    expect(spreadMails("carry@example.test")[0]?.text).not.toContain("true costs");
  });

  it("watches a whole wishlist in the countries that sell all of it", async () => {
    const { client, basketId } = await shopper("list@example.test", "FR,DE,IT");
    await app.db.insert(basketItems).values([
      { basketId, articleCode: LACK, quantity: 2 },
      { basketId, articleCode: MALM, quantity: 1 },
    ]);
    await observe(LACK, "FR", 2999, "EUR");
    await observe(LACK, "DE", 2999, "EUR");
    await observe(LACK, "IT", 2999, "EUR");
    await observe(MALM, "FR", 17999, "EUR");
    await observe(MALM, "IT", 17999, "EUR");
    const saved = await save(client, {
      basketId,
      code: null,
      threshold: { kind: "percent", percent: 20 },
    });
    expect(saved.json().alerts).toMatchObject([{ code: null, name: null, basketId }]);
    // Germany has LACK far cheaper but no price for MALM: the list cannot be bought there.
    await observe(LACK, "DE", 999, "EUR");
    await check();
    expect(spreadMails("list@example.test")).toHaveLength(0);
    // Germany sells MALM now: 2 × 9.99 + 149.99 = 169.97 against 239.97 at home (29 %).
    await observe(MALM, "DE", 14999, "EUR");
    await check();
    const mails = spreadMails("list@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("wishlist");
    expect(mails[0]?.text).toContain("- Germany: €169.97\n- France, your country: €239.97");
    expect(mails[0]?.text).toContain(`/wishlist/${basketId}?index=0`);
  });

  it("pauses the spread alerts of a user whose premium ended, and lets them be removed", async () => {
    const { client, basketId } = await shopper("lapsed-spread@example.test", "FR,DE");
    const saved = await save(client, {
      basketId,
      code: LACK,
      threshold: { kind: "amount", amountMinor: 500 },
    });
    const id = saved.json().alerts[0].id;
    // Germany €1 cheaper when saved; €20 cheaper once premium has ended: a mail it would have had.
    await client.post("/api/billing/sandbox-portal", { action: "cancel_now" });
    await observe(LACK, "FR", 3999, "EUR");
    await observe(LACK, "DE", 1999, "EUR");
    await check();
    expect(spreadMails("lapsed-spread@example.test")).toHaveLength(0);
    expect((await client.get("/api/spread-alerts")).json()).toMatchObject({
      active: false,
      alerts: [{ id }],
    });
    expect(
      (await save(client, { basketId, code: LACK, threshold: { kind: "percent", percent: 5 } }))
        .statusCode,
    ).toBe(402);
    expect((await client.delete(`/api/spread-alerts/${id}`)).json().alerts).toEqual([]);
  });

  it("counts drop and spread alerts together against the limit", async () => {
    const { client, basketId, profileId } = await shopper("many@example.test");
    const codes = Array.from({ length: 100 }, (_, i) => String(50_000_000 + i));
    await app.db
      .insert(articles)
      .values(codes.map((code) => ({ code, name: "BILLY", searchName: "billy", typeName: "" })));
    await app.db.insert(priceAlerts).values(
      codes.map((code, i) => ({
        profileId,
        articleCode: code,
        countries: ["FR"],
        currency: "EUR",
        stopToken: `many-alerts-token-${i}`,
      })),
    );
    const refused = await save(client, {
      basketId,
      code: LACK,
      threshold: { kind: "percent", percent: 10 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("too_many_alerts");
    await app.db.delete(priceAlerts).where(eq(priceAlerts.articleCode, codes[0] ?? ""));
    const accepted = await save(client, {
      basketId,
      code: LACK,
      threshold: { kind: "percent", percent: 10 },
    });
    expect(accepted.statusCode).toBe(200);
    // The drop alerts count the spread alert: the 100th drop alert is refused.
    const drop = await client.put(`/api/alerts/${codes[0]}`, {
      countries: ["FR"],
      targetPriceMinor: null,
      currency: "EUR",
    });
    expect(drop.statusCode).toBe(409);
  });
});
