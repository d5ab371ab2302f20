import { stockResponseSchema } from "@frontalier/shared/contracts/stock";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { testConfig } from "../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";
import { redisCache } from "../cache/shared-cache.ts";
import { seedReferenceData } from "../catalogue/reference/seed-reference-data.ts";
import { articles, stores } from "../db/schema.ts";
import {
  DEFAULT_FAKE_SEED,
  type FakeRetailer,
  fakeArticleExists,
  fakeIsCombination,
  fakeSoldIn,
  renderFakeStock,
  startFakeRetailer,
} from "../fake-retailer/index.ts";
import { parseAvailabilities } from "../retailer/parse-availabilities.ts";
import { createRetailerClient } from "../retailer/retailer-client.ts";
import { createStoreStock, STOCK_PER_IP } from "./store-stock.ts";

/** The first code from `start` the stand-in retailer sells in Germany and Belgium. */
function soldCode(start: number): string {
  for (let n = start; ; n++) {
    const code = String(n).padStart(8, "0");
    if (
      fakeArticleExists(code) &&
      !fakeIsCombination(code) &&
      fakeSoldIn(code, "DE") &&
      fakeSoldIn(code, "BE")
    ) {
      return code;
    }
  }
}

const GERMAN_STORES = [
  {
    id: "063",
    country: "DE",
    name: "Berlin-Spandau",
    city: "Berlin",
    latitude: 52.54,
    longitude: 13.2,
  },
  {
    id: "069",
    country: "DE",
    name: "Hamburg-Altona",
    city: "Hamburg",
    latitude: 53.55,
    longitude: 9.93,
  },
  {
    id: "147",
    country: "DE",
    name: "München-Eching",
    city: "Eching",
    latitude: 48.3,
    longitude: 11.62,
  },
];

describe.each(testDatabases())("store stock on %s", (kind) => {
  const database = useTestDatabase(kind);
  let fake: FakeRetailer;
  let app: FastifyInstance;
  const code = soldCode(20_000_000);

  beforeAll(async () => {
    const { db } = database();
    await seedReferenceData(db);
    await db.insert(stores).values(GERMAN_STORES);
    await db.insert(articles).values({ code, name: "STOCKHOLM", searchName: "stockholm" });
    // The stand-in knows the German stores above, and one (999) we do not list.
    fake = await startFakeRetailer({
      storeCodes: (country) => (country === "DE" ? ["063", "069", "147", "999"] : []),
    });
    const client = createRetailerClient({ baseUrl: fake.url, stockBaseUrl: fake.url });
    app = await buildApp(testConfig(), {
      database: database(),
      logger: false,
      retailer: { client, stock: client, demo: true },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const stock = (article: string, country: string, lang = "fr") =>
    app.inject({
      url: `/api/articles/${article}/stock?country=${country}`,
      headers: { "accept-language": lang },
    });

  it("lists our stores of the country with the retailer's stock, in stock first", async () => {
    const response = await stock(code, "de");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const body = stockResponseSchema.parse(response.json());
    expect(body).toMatchObject({ code, country: "DE" });
    expect(body.stores.map((store) => store.storeId).sort()).toEqual(["063", "069", "147"]);
    const expected = new Map(
      parseAvailabilities(
        renderFakeStock(code, "DE", DEFAULT_FAKE_SEED, () => ["063", "069", "147"]),
        code,
      ).map((s) => [s.storeCode, s]),
    );
    for (const store of body.stores) {
      expect(store.status).toBe(expected.get(store.storeId)!.status);
      expect(store.quantity).toBe(expected.get(store.storeId)!.quantity);
    }
    const order = ["in_stock", "low_stock", "out_of_stock", "unknown"];
    const ranks = body.stores.map((store) => order.indexOf(store.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(body.stores.find((s) => s.storeId === "063")).toMatchObject({
      name: "Berlin-Spandau",
      city: "Berlin",
      lat: 52.54,
    });
  });

  it("asks the retailer once per article and country for a while", async () => {
    fake.resetStats();
    const [a, b] = await Promise.all([stock(code, "DE"), stock(code, "DE")]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(fake.stats().requests).toBe(0);
  });

  it("answers an empty list where we know no store", async () => {
    const response = await stock(code, "BE");
    expect(response.statusCode).toBe(200);
    expect(response.json().stores).toEqual([]);
  });

  it("refuses an unknown country, a malformed code and an unknown article", async () => {
    const country = await stock(code, "ZZ");
    expect(country.statusCode).toBe(400);
    expect(country.json().error.code).toBe("unknown_country");
    const missing = await app.inject({ url: `/api/articles/${code}/stock` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe("validation_failed");
    expect((await stock("12", "DE")).statusCode).toBe(400);
    const unknown = await stock("99999997", "DE");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("unknown_article");
  });

  it(`answers 429 past ${STOCK_PER_IP.limit} look-ups a minute from one address`, async () => {
    const from = (ip: string) =>
      app.inject({ url: `/api/articles/${code}/stock?country=DE`, remoteAddress: ip });
    for (let i = 0; i < STOCK_PER_IP.limit; i++) {
      expect((await from("203.0.113.7")).statusCode).toBe(200);
    }
    const limited = await from("203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await from("203.0.113.8")).statusCode).toBe(200);
  });

  it("says in the shopper's language when the retailer does not answer, and keeps no failure", async () => {
    fake.setBehaviour({ failureRate: 1 });
    const down = await stock(code, "NL", "de");
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toMatchObject({
      code: "stock_unavailable",
      message: expect.stringContaining("Filialbestand"),
    });
    fake.setBehaviour({ failureRate: 0 });
    expect((await stock(code, "NL")).statusCode).toBe(200);
  });
});

describe.each(testDatabases())("store stock without a stock API on %s", (kind) => {
  const database = useTestDatabase(kind);
  it("answers 503 stock_unavailable, and index.html says the podium shows none", async () => {
    const app = await buildTestApp(database());
    try {
      const response = await app.inject({ url: "/api/articles/00263850/stock?country=DE" });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("stock_unavailable");
    } finally {
      await app.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)(
  redisUrl
    ? "store stock shared by two instances through Redis"
    : "store stock shared through Redis (skipped: TEST_REDIS_URL is not set)",
  () => {
    const database = useTestDatabase("pglite");
    // A code of this run only: the Redis is shared with other runs.
    const code = String(40_000_000 + Math.floor(Math.random() * 50_000_000));

    it("asks the retailer once for both instances, and again once the answer is stale", async () => {
      const { db } = database();
      await seedReferenceData(db);
      await db.insert(stores).values(GERMAN_STORES);
      await db.insert(articles).values({ code, name: "LACK", searchName: "lack" });
      let asked = 0;
      const source = {
        fetchStock: async () => {
          asked++;
          return [
            {
              storeCode: "063",
              status: "in_stock" as const,
              quantity: 7,
              updatedAt: null,
              restock: null,
            },
          ];
        },
      };
      let clock = Date.parse("2026-11-21T10:00:00Z");
      const now = () => clock;
      const caches = [0, 1].map(() => redisCache(new Redis(redisUrl!)));
      try {
        const [first, second] = caches.map((shared) =>
          createStoreStock(db, source, { shared, now, ttlMs: 60_000 }),
        );
        const a = await first!.stockOf(code, "DE");
        const b = await second!.stockOf(code, "DE");
        expect(asked).toBe(1);
        expect(b).toEqual(a);
        expect(b.stores.find((store) => store.storeId === "063")).toMatchObject({ quantity: 7 });
        clock += 61_000;
        const third = createStoreStock(db, source, { shared: caches[0], now, ttlMs: 60_000 });
        await third.stockOf(code, "DE");
        expect(asked).toBe(2);
      } finally {
        for (const cache of caches) cache.close();
      }
    });
  },
);
