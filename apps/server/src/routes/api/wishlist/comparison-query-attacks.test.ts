import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { articles, offers } from "../../../db/schema.ts";

const BILLY = "00263850";

/** The wishlist comparison's travel settings as a hostile client sends them. */
describe.each(testDatabases())("comparison queries under attack (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = database();
    await seedReferenceData(db);
    await db.insert(articles).values({ code: BILLY, name: "BILLY", searchName: "billy" });
    await db.insert(offers).values(
      [
        ["DE", 6_000, "EUR"],
        ["CH", 6_900, "CHF"],
      ].map(([country, priceMinor, currency]) => ({
        articleCode: BILLY,
        country: String(country),
        priceMinor: Number(priceMinor),
        currency: String(currency),
        availability: "online" as const,
        source: "feed" as const,
        observedAt: new Date("2026-11-01T00:00:00Z"),
      })),
    );
    app = await buildApp(testConfig(), { database: database(), logger: false });
  });
  afterAll(() => app.close());

  it("refuses repeated, empty or odd travel settings on the own and the shared comparison", async () => {
    const client = new CookieClient(app, "198.51.100.90");
    const { profile } = (await client.get("/api/_auth/session")).json();
    await client.put(`/api/update-info-profil/${profile.iProfile}`, {
      sPaysFav: "CH",
      sPaysLangue: "CH/FR",
    });
    await client.post("/api/wishlist/items", { code: BILLY });
    const share = await client.post(`/api/baskets/${profile.iBasket}/share`, {});
    expect(share.statusCode).toBe(200);
    const token: string = share.json().token;
    const visitor = new CookieClient(app, "198.51.100.91");
    const theirBasket = (await visitor.get("/api/_auth/session")).json().profile.iBasket;

    expect((await client.get("/api/wishlist/comparison?travellers=2")).statusCode).toBe(200);
    for (const query of [
      "travellers=1&travellers=9",
      "travellers=",
      "travellers=0x2",
      "travellers=1e0",
      "travellers=%D9%A2",
      "travellers=0",
      "carry=1&carry=0",
      "carry=",
      "carry=yes",
    ]) {
      // The owner's comparison, and the shared link's as anyone holding it asks.
      for (const [asker, url] of [
        [client, `/api/wishlist/comparison?${query}`],
        [visitor, `/api/shared/${token}/comparison?${query}`],
      ] as const) {
        const response = await asker.get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.code, url).toBe("validation_failed");
      }
    }
    // The visitor's own basket id on the owner's session: 404, never their comparison.
    const foreign = await client.get(`/api/wishlist/comparison?iBasket=${theirBasket}`);
    expect(foreign.statusCode).toBe(404);
  });
});
