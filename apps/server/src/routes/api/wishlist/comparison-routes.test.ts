import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { articles, offers } from "../../../db/schema.ts";
import { comparisonLimits } from "../../../rate-limit/comparison-limits.ts";
import { loadBasketLines } from "../../../wishlist/basket-prices.ts";

// KALLAX and BILLY, real articles of the offline catalogue.
const KALLAX = "80275887";
const BILLY = "00263850";

describe.each(testDatabases())("basket comparisons (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = database();
    await seedReferenceData(db);
    await db.insert(articles).values([
      { code: KALLAX, name: "KALLAX", searchName: "kallax" },
      { code: BILLY, name: "BILLY", searchName: "billy" },
    ]);
    const observedAt = new Date("2026-11-01T00:00:00Z");
    const offer = (articleCode: string, country: string, priceMinor: number, currency: string) => ({
      articleCode,
      country,
      priceMinor,
      currency,
      availability: "online" as const,
      source: "feed" as const,
      observedAt,
    });
    await db
      .insert(offers)
      .values([
        offer(KALLAX, "FR", 7999, "EUR"),
        offer(KALLAX, "SE", 79_900, "SEK"),
        offer(BILLY, "FR", 5999, "EUR"),
      ]);
    app = await buildApp(testConfig(), { database: database(), logger: false });
  });
  afterAll(() => app.close());

  async function shopperWith(codes: string[], countries: string) {
    const client = new CookieClient(app, `198.51.100.${Math.floor(Math.random() * 200) + 1}`);
    const { profile } = (await client.get("/api/_auth/session")).json();
    for (const code of codes) await client.post("/api/wishlist/items", { code });
    await client.post(`/api/update-payList-to-basket?iBasket=${profile.iBasket}`, {
      sPaysListe: countries,
    });
    return { client, profile };
  }

  it("sends each price once, in the order of the compared countries, with their currencies", async () => {
    const { client } = await shopperWith([KALLAX, BILLY], "FR,SE");
    const body = (await client.get("/api/wishlist/comparison")).json();
    expect(body.priceCountries).toEqual(["FR", "SE"]);
    expect(body.localCurrencies).toEqual(["EUR", "SEK"]);
    const [kallax, billy] = body.prices;
    expect(kallax.code).toBe(KALLAX);
    expect(kallax.local).toEqual([7999, 79_900]);
    expect(kallax.converted[0]).toBe(7999);
    expect(kallax.converted[1]).toBeGreaterThan(0);
    // No price in Sweden: null in its place, never a zero.
    expect(billy).toEqual({
      code: BILLY,
      quantity: 1,
      converted: [5999, null],
      local: [5999, null],
    });
  });

  it("sees a price change on the next comparison, though prices are read from memory", async () => {
    const { db } = database();
    const { client } = await shopperWith([KALLAX], "FR,SE");
    const frenchPrice = async () =>
      (await client.get("/api/wishlist/comparison")).json().prices[0].local[0];
    expect(await frenchPrice()).toBe(7999);
    // The first comparison asked the index to keep the article: this one reads it from memory.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await frenchPrice()).toBe(7999);
    await db
      .update(offers)
      .set({ priceMinor: 6999 })
      .where(eq(offers.articleCode, KALLAX))
      .execute();
    // The change is announced at commit: the index forgets the article within milliseconds.
    let seen = await frenchPrice();
    for (let i = 0; i < 40 && seen !== 6999; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await frenchPrice();
    }
    expect(seen).toBe(6999);
    await db
      .update(offers)
      .set({ priceMinor: 7999 })
      .where(eq(offers.articleCode, KALLAX))
      .execute();
  });

  it("reads held articles from the index and only the others from the database", async () => {
    const { profile } = await shopperWith([KALLAX, BILLY], "FR,SE");
    // BILLY reduced in France: its regular price is read with the others from the database.
    await database()
      .db.update(offers)
      .set({ regularPriceMinor: 6999 })
      .where(and(eq(offers.articleCode, BILLY), eq(offers.country, "FR")))
      .execute();
    const kept: string[][] = [];
    const lines = await loadBasketLines(database().db, {
      basketId: profile.iBasket,
      countries: ["FR", "SE"],
      currency: "EUR",
      rates: { date: "2026-11-20", source: "test", perEuro: { EUR: 1, SEK: 10 } },
      held: {
        // KALLAX held at a price the database does not have: what the comparison must use.
        eachPrice: (code, countries, visit) => {
          if (code !== KALLAX) return false;
          // Reduced from 90.00: the regular price comes along, converted as the price is.
          if (countries.has("FR")) visit("FR", 7000, "EUR", 9000);
          // A price in a currency that is not the country's: compared, not shown as local.
          if (countries.has("SE")) visit("SE", 650, "EUR");
          return true;
        },
        hold: async (codes) => {
          kept.push([...codes]);
        },
      },
    });
    expect(lines).toEqual([
      {
        code: KALLAX,
        quantity: 1,
        prices: { FR: 7000, SE: 650 },
        local: { FR: 7000 },
        regular: { FR: 9000 },
      },
      {
        code: BILLY,
        quantity: 1,
        prices: { FR: 5999 },
        local: { FR: 5999 },
        regular: { FR: 6999 },
      },
    ]);
    expect(kept).toEqual([[BILLY]]);
    await database()
      .db.update(offers)
      .set({ regularPriceMinor: null })
      .where(eq(offers.articleCode, BILLY))
      .execute();
  });

  it("limits a shared list's comparisons per address, with a translated 429 and Retry-After", async () => {
    const { client, profile } = await shopperWith([KALLAX], "FR,SE");
    const { token } = (await client.post(`/api/baskets/${profile.iBasket}/share`)).json();
    const visitor = new CookieClient(app, "203.0.113.77");
    const url = `/api/shared/${token}/comparison`;
    for (let i = 0; i < comparisonLimits.sharedPerIp.limit; i++) {
      expect((await visitor.get(url)).statusCode).toBe(200);
    }
    const refused = await visitor.get(url, { "accept-language": "de" });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(refused.json().error.message).not.toMatch(/rate limited/);
    // Another address is not held back by this one.
    expect((await new CookieClient(app, "203.0.113.78").get(url)).statusCode).toBe(200);
  });

  it("limits the owner's own comparisons per shopper", async () => {
    const { client } = await shopperWith([KALLAX], "FR");
    for (let i = 0; i < comparisonLimits.ownPerProfile.limit; i++) {
      expect((await client.get("/api/wishlist/comparison")).statusCode).toBe(200);
    }
    expect((await client.get("/api/wishlist/comparison")).statusCode).toBe(429);
  });
});
