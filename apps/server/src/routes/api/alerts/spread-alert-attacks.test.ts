import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { signedInClient } from "../../../billing/testing/signed-in-client.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { articles, baskets, priceAlerts, profiles, spreadAlerts } from "../../../db/schema.ts";
import { createMailer } from "../../../mail/mailer.ts";

const LACK = "40275814";
const MALM = "20403562";

/** What a hostile client may send to the spread alerts: always a 4xx in the app's format. */
describe.each(testDatabases())("spread alerts under attack (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const mailer = createMailer({ from: "test@frontalier.test" });
  let app: FastifyInstance;
  let ip = 10;

  async function shopper(email: string) {
    const { client, profileId } = await signedInClient(app, mailer, email, `203.0.113.${ip++}`);
    const { url } = (await client.post("/api/billing/checkout", { plan: "monthly" })).json();
    await client.post(url.replace("/pay/", "/api/billing/"), { outcome: "succeed" });
    const basketId: number = (await client.get("/api/_auth/session")).json().profile.iBasket;
    return { client, profileId, basketId };
  }

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
    ]);
  });
  afterAll(() => app.close());

  it("never lets two saves at the limit both pass", async () => {
    const { client, basketId, profileId } = await shopper("racing@example.test");
    const codes = Array.from({ length: 99 }, (_, i) => String(60_000_000 + i));
    await app.db
      .insert(articles)
      .values(codes.map((code) => ({ code, name: "BILLY", searchName: "billy", typeName: "" })));
    await app.db.insert(priceAlerts).values(
      codes.map((code, i) => ({
        profileId,
        articleCode: code,
        countries: ["FR"],
        currency: "EUR",
        stopToken: `racing-token-${i}`,
      })),
    );
    const threshold = { kind: "percent", percent: 10 };
    const answers = await Promise.all([
      client.put("/api/spread-alerts", { basketId, code: LACK, threshold }),
      client.put("/api/spread-alerts", { basketId, code: MALM, threshold }),
      client.put("/api/spread-alerts", { basketId, code: null, threshold }),
      client.put(`/api/alerts/${LACK}`, {
        countries: ["FR"],
        targetPriceMinor: null,
        currency: "EUR",
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.code).toBe("too_many_alerts");
    }
    const spreads = await app.db
      .select({ id: spreadAlerts.id })
      .from(spreadAlerts)
      .where(eq(spreadAlerts.profileId, profileId));
    const drops = await app.db
      .select({ code: priceAlerts.articleCode })
      .from(priceAlerts)
      .where(eq(priceAlerts.profileId, profileId));
    expect(spreads.length + drops.length).toBe(100);
  });

  it("keeps one row when the same alert is saved twice at once", async () => {
    const { client, basketId, profileId } = await shopper("twice@example.test");
    for (const code of [LACK, null]) {
      const body = { basketId, code, threshold: { kind: "percent", percent: 15 } };
      const answers = await Promise.all([
        client.put("/api/spread-alerts", body),
        client.put("/api/spread-alerts", body),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    }
    const kept = await app.db
      .select({ id: spreadAlerts.id })
      .from(spreadAlerts)
      .where(eq(spreadAlerts.profileId, profileId));
    expect(kept).toHaveLength(2);
  });

  it.runIf(kind === "postgres")(
    "answers 404, not 500, when the basket goes while its alert is being saved",
    async () => {
      const { client, profileId } = await shopper("vanishing@example.test");
      const [basket] = await app.db
        .insert(baskets)
        .values({ profileId, position: 9, name: "Trip", countries: ["FR", "DE"] })
        .returning({ id: baskets.id });
      const basketId = basket?.id ?? 0;
      let saving: ReturnType<typeof client.put> | undefined;
      // Holding the profile, the save waits after it has found the basket; meanwhile it goes.
      await app.db.transaction(async (tx) => {
        await tx.select().from(profiles).where(eq(profiles.id, profileId)).for("update");
        saving = client.put("/api/spread-alerts", {
          basketId,
          code: LACK,
          threshold: { kind: "percent", percent: 10 },
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.delete(baskets).where(eq(baskets.id, basketId));
      });
      const response = await saving;
      expect(response?.statusCode).toBe(404);
      expect(response?.json().error.code).toBe("not_found");
    },
  );

  it("answers odd alert ids with a 4xx in the app's format", async () => {
    const { client, basketId } = await shopper("paths@example.test");
    const threshold = { kind: "percent", percent: 10 };
    const saved = (
      await client.put("/api/spread-alerts", { basketId, code: LACK, threshold })
    ).json();
    const id: number = saved.alerts[0].id;
    for (const path of [
      "%2e%2e",
      "..%2f..%2fspread-alerts",
      "%252e%252e",
      `${id}%00`,
      "%D9%A1", // Arabic-Indic one
      "%EF%BC%91", // full-width one
      "9".repeat(5000),
      "-1",
      "0",
      String(2 ** 31),
      "1e3",
      "0x1",
      `${id}.0`,
      `+${id}`,
      "%",
    ]) {
      const response = await client.delete(`/api/spread-alerts/${path}`);
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.json().error?.code, path).toEqual(expect.any(String));
      expect(response.json().error?.message, path).toEqual(expect.any(String));
    }
    expect((await client.get("/api/spread-alerts")).json().alerts).toHaveLength(1);
  });

  it("refuses huge, deeply nested and strange bodies with a 4xx", async () => {
    const { client, basketId } = await shopper("bodies@example.test");
    const huge = JSON.stringify({ basketId, code: LACK, pad: "x".repeat(3_000_000) });
    const nested = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const deepObject = `${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}`;
    for (const payload of [huge, nested, deepObject, "null", "[]", '"text"', "{", "1e999"]) {
      const started = Date.now();
      const response = await client.request("PUT", "/api/spread-alerts", payload, {
        "content-type": "application/json",
      });
      expect(response.statusCode, payload.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload.slice(0, 20)).toBeLessThan(500);
      expect(response.json().error?.code).toEqual(expect.any(String));
      expect(Date.now() - started).toBeLessThan(2000);
    }
    const threshold = { kind: "percent", percent: 10 };
    // Well-formed but padded past what an alert needs: refused unread, not parsed and stripped.
    const padded = await client.put("/api/spread-alerts", {
      basketId,
      code: LACK,
      threshold,
      note: "x".repeat(8_000),
    });
    expect(padded.statusCode).toBe(413);
    expect(padded.json().error.code).toBe("payload_too_large");
    const extra = await client.put("/api/spread-alerts", {
      basketId,
      code: LACK,
      threshold: { ...threshold, amountMinor: 5 },
      profileId: 1,
      id: 1,
      __proto__: { admin: true },
    });
    expect(extra.statusCode).toBeLessThan(500);
    for (const basket of [
      `${basketId}`,
      -basketId,
      0,
      2 ** 31,
      1e3,
      "0x1",
      [basketId],
      { id: basketId },
    ]) {
      const response = await client.put("/api/spread-alerts", {
        basketId: basket,
        code: LACK,
        threshold,
      });
      expect(response.statusCode, JSON.stringify(basket)).toBeLessThan(500);
    }
  });
});
