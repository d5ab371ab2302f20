import { articleSearchResponseSchema } from "@frontalier/shared/contracts/podium";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { buildApp } from "../../app.ts";
import { type FakeRetailer, fakeCatalogue, startFakeRetailer } from "../../fake-retailer/index.ts";
import { createRetailerClient } from "../../retailer/index.ts";
import { seedReferenceData } from "../reference/seed-reference-data.ts";
import { RETAILER_SEARCHES_PER_CLIENT } from "./search-retailer.ts";

describe.each(testDatabases())("name search at the retailer on %s", (kind) => {
  const database = useTestDatabase(kind);
  let fake: FakeRetailer;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await startFakeRetailer({});
    await seedReferenceData(database().db);
    const client = createRetailerClient({ baseUrl: fake.url, searchBaseUrl: fake.url });
    app = await buildApp(testConfig(), {
      database: database(),
      logger: false,
      retailer: { client, search: client, demo: false },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const search = async (q: string, ip = "203.0.113.7") => {
    const response = await app.inject({
      method: "GET",
      url: `/api/articles?q=${encodeURIComponent(q)}&home=BE`,
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    return articleSearchResponseSchema.parse(response.json()).items;
  };

  it("finds a name unknown to our catalogue in the home market, and keeps what it found", async () => {
    const { db } = database();
    const wanted = fakeCatalogue()[0]!;
    const name = wanted.name.toLowerCase();
    const before = await db.execute(sql`select count(*)::int as n from articles`);
    expect((before as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    fake.resetStats();
    const items = await search(name);
    expect(items.map((item) => item.code)).toContain(wanted.code);
    expect(fake.stats().requests).toBe(1);
    // Saved as an article with its Belgian offer and a first observation in the history.
    const offers = await db.execute(
      sql`select o.country, o.price_minor, o.source from offers o where o.article_code = ${wanted.code}`,
    );
    expect((offers as unknown as { rows: unknown[] }).rows).toEqual([
      { country: "BE", price_minor: expect.any(Number), source: "retailer" },
    ]);
    const history = await db.execute(
      sql`select count(*)::int as n from price_observations where article_code = ${wanted.code}`,
    );
    expect((history as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // Now ours: the same search does not ask the retailer again.
    expect((await search(name)).map((item) => item.code)).toContain(wanted.code);
    expect(fake.stats().requests).toBe(1);
  });

  it("asks nothing for codes and short names, and stops at the client's limit", async () => {
    fake.resetStats();
    await search("80275887");
    await search("zq");
    expect(fake.stats().requests).toBe(0);
    const ip = "198.51.100.9";
    for (let i = 0; i < RETAILER_SEARCHES_PER_CLIENT.limit; i++) await search(`nothing ${i}`, ip);
    expect(fake.stats().requests).toBe(RETAILER_SEARCHES_PER_CLIENT.limit);
    // Over the limit: our catalogue's matches (none), no request, no error.
    expect(await search("nothing more", ip)).toEqual([]);
    expect(fake.stats().requests).toBe(RETAILER_SEARCHES_PER_CLIENT.limit);
  });
});
