import { wishlistFreshnessResponseSchema } from "@frontalier/shared/contracts/wishlist-freshness";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { articles, offers } from "../../../db/schema.ts";

describe.each(testDatabases())("GET /api/wishlist/freshness (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = database();
    await seedReferenceData(db);
    await db.insert(articles).values([
      { code: "80275887", name: "BILLY", searchName: "billy" },
      { code: "10345678", name: "LACK", searchName: "lack" },
    ]);
    const offer = (country: string, observedAt: string) => ({
      articleCode: "80275887",
      country,
      priceMinor: 12900,
      currency: "EUR",
      availability: "online" as const,
      source: "feed" as const,
      observedAt: new Date(observedAt),
    });
    await db
      .insert(offers)
      .values([
        offer("FR", "2026-11-20T10:00:00Z"),
        offer("BE", "2026-11-18T10:00:00Z"),
        offer("GR", "2026-11-01T10:00:00Z"),
      ]);
    app = await buildApp(testConfig(), { database: database(), logger: false });
  });
  afterAll(() => app.close());

  it("gives each article's oldest price among the basket's countries", async () => {
    const client = new CookieClient(app);
    const { profile } = (await client.get("/api/_auth/session")).json();
    await client.put(`/api/picklist?iBasket=${profile.iBasket}`, { countries: ["FR", "BE"] });
    for (const code of ["80275887", "10345678"]) {
      expect((await client.post("/api/wishlist/items", { code, quantity: 1 })).statusCode).toBe(
        200,
      );
    }
    const response = await client.get(`/api/wishlist/freshness?iBasket=${profile.iBasket}`);
    expect(response.statusCode).toBe(200);
    const body = wishlistFreshnessResponseSchema.parse(response.json());
    const basket = (await client.get("/api/wishlist")).json().basket;
    // Greece is not compared: its older price does not count.
    expect(basket.countries).not.toContain("GR");
    expect(body.items).toEqual([
      { code: "10345678", observedAt: null, refreshing: false },
      {
        code: "80275887",
        observedAt: basket.countries.includes("BE")
          ? "2026-11-18T10:00:00.000Z"
          : "2026-11-20T10:00:00.000Z",
        refreshing: false,
      },
    ]);
  });

  it("answers 404 for someone else's basket", async () => {
    const owner = new CookieClient(app);
    const { profile } = (await owner.get("/api/_auth/session")).json();
    const other = new CookieClient(app);
    await other.get("/api/_auth/session");
    const response = await other.get(`/api/wishlist/freshness?iBasket=${profile.iBasket}`);
    expect(response.statusCode).toBe(404);
  });
});
