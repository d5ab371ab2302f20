import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { articles, offers, stores } from "../../../db/schema.ts";

const CODES = ["80275887", "10345678", "20456789", "30567890"];

describe.each(testDatabases())("wishlists and baskets (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = database();
    await seedReferenceData(db);
    await db
      .insert(articles)
      .values(CODES.map((code, i) => ({ code, name: `ARTICLE ${i}`, searchName: `article ${i}` })));
    const observedAt = new Date("2026-11-01T00:00:00Z");
    await db.insert(offers).values([
      {
        articleCode: "80275887",
        country: "FR",
        priceMinor: 12900,
        currency: "EUR",
        availability: "online",
        source: "feed",
        observedAt,
      },
      {
        articleCode: "80275887",
        country: "SE",
        priceMinor: 99900,
        currency: "SEK",
        availability: "online",
        source: "feed",
        observedAt,
      },
    ]);
    app = await buildApp(testConfig(), { database: database(), logger: false });
  });
  afterAll(() => app.close());

  async function shopper() {
    const client = new CookieClient(app);
    const { profile } = (await client.get("/api/_auth/session")).json();
    return { client, profile };
  }

  it("adds, changes and removes articles; the current basket is the default", async () => {
    const { client, profile } = await shopper();
    const added = await client.post("/api/wishlist/items", { code: "802.758.87", quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(added.json().basket.iBasket).toBe(profile.iBasket);
    expect(added.json().items).toMatchObject([
      { code: "80275887", formattedCode: "802.758.87", quantity: 2, name: "ARTICLE 0" },
    ]);
    // Adding again adds to the quantity.
    await client.post(`/api/wishlist/items?iBasket=${profile.iBasket}`, {
      code: "https://www.ikea.com/fr/fr/p/x-80275887/",
    });
    const changed = await client.request("PATCH", "/api/wishlist/items/80275887", { quantity: 5 });
    expect(changed.json().items[0].quantity).toBe(5);
    const removed = await client.delete("/api/wishlist/items/80275887");
    expect(removed.json().items).toEqual([]);
    expect((await client.delete("/api/wishlist/items/80275887")).statusCode).toBe(200);
  });

  it("refuses a quantity of 0 or 10,000 and an unknown article with clear 4xx answers", async () => {
    const { client } = await shopper();
    await client.post("/api/wishlist/items", { code: "80275887" });
    for (const quantity of [0, 10_000, 1.5, "deux"]) {
      const response = await client.request("PATCH", "/api/wishlist/items/80275887", { quantity });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    const unknown = await client.post("/api/wishlist/items", { code: "99999999" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("unknown_article");
    expect((await client.post("/api/wishlist/items", { code: "abc" })).statusCode).toBe(400);
    const absent = await client.request("PATCH", "/api/wishlist/items/10345678", { quantity: 2 });
    expect(absent.statusCode).toBe(404);
  });

  it("loses nothing when two tabs add at the same time", async () => {
    const { client } = await shopper();
    await Promise.all([
      ...Array.from({ length: 8 }, () => client.post("/api/wishlist/items", { code: "80275887" })),
      client.post("/api/wishlist/items", { code: "10345678" }),
      client.post("/api/wishlist/items/bulk", {
        items: [{ code: "20456789", quantity: 3 }, { code: "80275887" }],
      }),
    ]);
    const { items } = (await client.get("/api/wishlist")).json();
    const quantities = Object.fromEntries(
      items.map((item: { code: string; quantity: number }) => [item.code, item.quantity]),
    );
    expect(quantities).toEqual({ "80275887": 9, "10345678": 1, "20456789": 3 });
  });

  it("adds a scanned or imported list in one step, into a new basket if asked, and says what it did not know", async () => {
    const { client, profile } = await shopper();
    const bulk = await client.post("/api/wishlist/items/bulk", {
      items: [{ code: "802.758.87", quantity: 2 }, { code: "30567890" }, { code: "99999999" }],
      basket: "new",
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({ added: 2, updated: 0, unknown: ["99999999"] });
    expect(bulk.json().iBasket).not.toBe(profile.iBasket);
    // The new basket is now the current one (the header's links open it).
    const session = (await client.get("/api/_auth/session")).json();
    expect(session.profile.iBasket).toBe(bulk.json().iBasket);
  });

  it("keeps three baskets free; a fourth needs premium", async () => {
    const { client } = await shopper();
    expect((await client.post("/api/baskets", { name: "Cuisine" })).statusCode).toBe(201);
    expect((await client.post("/api/baskets", { name: "Salon" })).statusCode).toBe(201);
    const fourth = await client.post("/api/baskets", { name: "Chambre" });
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json().error.code).toBe("premium_required");
    const { data } = (await client.get("/api/get-basket-user")).json();
    expect(data.map((b: { sName: string }) => b.sName)).toEqual(["", "Cuisine", "Salon"]);
    for (const basket of data.slice(1)) {
      expect((await client.delete(`/api/baskets/${basket.iBasket}`)).statusCode).toBe(200);
    }
    const last = await client.delete(`/api/baskets/${data[0].iBasket}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe("last_basket");
  });

  it("shares a read-only link that the owner can revoke", async () => {
    const { client, profile } = await shopper();
    await client.post("/api/wishlist/items", { code: "80275887", quantity: 3 });
    const share = (await client.post(`/api/baskets/${profile.iBasket}/share`)).json();
    expect(share.token).toMatch(/^[\w-]{32}$/);
    expect(share.url).toContain(`/wishlist/shared/${share.token}`);
    const visitor = new CookieClient(app, "203.0.113.99");
    const seen = await visitor.get(`/api/shared/${share.token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().items).toMatchObject([{ code: "80275887", quantity: 3 }]);
    expect(seen.json()).not.toHaveProperty("email");
    expect((await client.delete(`/api/baskets/${profile.iBasket}/share`)).statusCode).toBe(204);
    expect((await visitor.get(`/api/shared/${share.token}`)).statusCode).toBe(404);
  });

  it("compares a shared list as its owner does, telling nothing else about them", async () => {
    const { client, profile } = await shopper();
    await client.put(`/api/update-info-profil/${profile.iProfile}`, {
      sPaysFav: "SE",
      sPaysLangue: "SE/EN",
      sPrenom: "Astrid",
    });
    await client.post("/api/wishlist/items", { code: "80275887", quantity: 2 });
    await client.post(`/api/update-payList-to-basket?iBasket=${profile.iBasket}`, {
      sPaysListe: "SE,FR",
    });
    const { token } = (await client.post(`/api/baskets/${profile.iBasket}/share`)).json();
    // A visitor from elsewhere: the owner's home and countries, the owner's currency.
    const visitor = new CookieClient(app, "203.0.113.98");
    const seen = (await visitor.get(`/api/shared/${token}`)).json();
    expect(Object.keys(seen).sort()).toEqual(["countries", "home", "items", "name", "owner"]);
    expect(seen).toMatchObject({ home: "SE", owner: "Astrid" });
    const response = await visitor.get(
      `/api/shared/${token}/comparison?k=2&travel=fixed&perTrip=40000`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ currency: "SEK", home: "SE" });
    expect(body).toMatchObject({ priceCountries: ["SE", "FR"], localCurrencies: ["SEK", "EUR"] });
    expect(body.prices).toEqual([
      // The list's own quantity, as the shared list shows it.
      {
        code: "80275887",
        quantity: 2,
        converted: [99900, expect.any(Number)],
        local: [99900, 12900],
      },
    ]);
    expect(body.comparison).toMatchObject({ travelCounted: true });
    expect(JSON.stringify(body)).not.toMatch(/iBasket|iProfile|email|Astrid/);
    expect((await visitor.get(`/api/shared/${token}/comparison?k=9`)).statusCode).toBe(400);
    expect((await visitor.get(`/api/shared/${"x".repeat(32)}/comparison`)).statusCode).toBe(404);
    await client.delete(`/api/baskets/${profile.iBasket}/share`);
    expect((await visitor.get(`/api/shared/${token}/comparison`)).statusCode).toBe(404);
  });

  it("exports the wishlist as CSV with local prices, safe for spreadsheets", async () => {
    const { client, profile } = await shopper();
    await client.post("/api/wishlist/items", { code: "80275887", quantity: 2 });
    await client.post(`/api/update-payList-to-basket?iBasket=${profile.iBasket}`, {
      sPaysListe: "FR,SE,DE",
    });
    const csv = await client.get(`/api/baskets/${profile.iBasket}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("code;name;quantity;FR;SE;DE");
    expect(lines[1]).toBe("802.758.87;ARTICLE 0;2;129.00 EUR;999.00 SEK;");
  });

  it("compares the basket across the picklist in the home currency, with the rate date", async () => {
    const { client, profile } = await shopper();
    await client.post("/api/wishlist/items", { code: "80275887", quantity: 2 });
    await client.post("/api/wishlist/items", { code: "10345678" });
    await client.post(`/api/update-payList-to-basket?iBasket=${profile.iBasket}`, {
      sPaysListe: "FR,SE",
    });
    const response = await client.get("/api/wishlist/comparison?k=2&travel=fixed&perTrip=5000");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ currency: "EUR", home: "FR" });
    expect(body.rates.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [france, sweden] = body.comparison.countries;
    expect(france).toMatchObject({ country: "FR", totalMinor: 25800, missing: [] });
    expect(sweden.country).toBe("SE");
    // 999 SEK converted through the euro: a positive amount in euro cents.
    expect(sweden.totalMinor).toBeGreaterThan(0);
    // 10345678 has no price anywhere: left out of every plan and said so.
    expect(body.comparison.unavailable).toEqual(["10345678"]);
    // Every line's prices, converted and as shown in the country, for the rows and the trips.
    expect(body.priceCountries).toEqual(["FR", "SE"]);
    expect(body.prices[0]).toMatchObject({ code: "80275887", local: [12900, 99900] });
    expect(body.prices[0].converted[0]).toBe(12900);
    expect(body.comparison).toMatchObject({ travelCounted: true, recommended: "bestSingle" });
    expect(body.stores).toEqual({});
    expect((await client.get("/api/wishlist/comparison?k=7")).statusCode).toBe(400);
  });

  it("names the nearest store of each country to the place given, in every travel mode", async () => {
    const { db } = database();
    await db
      .insert(stores)
      .values([
        {
          id: "t-fr-lille",
          country: "FR",
          name: "Lille",
          city: "Lille",
          latitude: 50.63,
          longitude: 3.06,
        },
        {
          id: "t-fr-nice",
          country: "FR",
          name: "Nice",
          city: "Nice",
          latitude: 43.7,
          longitude: 7.26,
        },
        {
          id: "t-se-malmo",
          country: "SE",
          name: "Malmö",
          city: null,
          latitude: 55.6,
          longitude: 13.0,
        },
      ])
      .onConflictDoNothing();
    const { client } = await shopper();
    await client.post("/api/wishlist/items", { code: "80275887" });
    const near = (
      await client.get("/api/wishlist/comparison?travel=fixed&perTrip=4000&lat=50.85&lon=4.35")
    ).json();
    expect(near.stores.FR).toMatchObject({ name: "Lille", city: "Lille" });
    expect(near.stores.FR.km).toBeGreaterThan(70);
    expect(near.stores.FR.km).toBeLessThan(100);
    expect(near.distancesKm).toEqual({});
    const far = (
      await client.get("/api/wishlist/comparison?travel=distance&perKm=25&lat=50.85&lon=4.35")
    ).json();
    expect(far.distancesKm.FR).toBe(near.stores.FR.km);
    expect(far.comparison.countries[0].tripMinor).toBe(Math.round(2 * far.distancesKm.FR * 25));
  });
});
