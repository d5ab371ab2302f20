import { podiumResponseSchema } from "@frontalier/shared/contracts/podium";
import { defaultPicklist } from "@frontalier/shared/countries";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { buildApp } from "../../app.ts";
import {
  type FakeRetailer,
  fakeArticleExists,
  fakeIsCombination,
  fakeSoldIn,
  startFakeRetailer,
} from "../../fake-retailer/index.ts";
import { createRetailerClient } from "../../retailer/index.ts";
import { seedReferenceData } from "../reference/seed-reference-data.ts";
import type { RetailerFanOut } from "./live-lookup.ts";

function codeSoldEverywhere(start: number): string {
  for (let n = start; ; n++) {
    const code = String(n).padStart(8, "0");
    if (
      fakeArticleExists(code) &&
      !fakeIsCombination(code) &&
      defaultPicklist.every((country) => fakeSoldIn(code, country))
    ) {
      return code;
    }
  }
}

async function readEvents(url: string): Promise<{ event: string; data: string }[]> {
  const text = await (await fetch(url)).text();
  return text
    .split("\n\n")
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? "",
      data: /^data: (.*)$/m.exec(block)?.[1] ?? "",
    }));
}

/**
 * Two instances on one database: A asks the retailer (slowly), B has a retailer of its own that
 * counts what it is asked. B must follow A's look-up to the end and never ask again.
 */
describe.each(testDatabases())("look-ups shared between instances (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let fake: FakeRetailer;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let bUrl: string;
  const askedOfB: string[] = [];

  beforeAll(async () => {
    await seedReferenceData(database().db);
    fake = await startFakeRetailer({ latencyMs: 400, jitterMs: 200 });
    const client = createRetailerClient({ baseUrl: fake.url, searchBaseUrl: fake.url });
    const counting: RetailerFanOut = {
      fanOut(code, markets, onResult, lookup) {
        askedOfB.push(...markets.map((market) => `${code}:${market.country}`));
        return client.fanOut(code, markets, onResult, lookup);
      },
    };
    a = await buildApp(testConfig(), {
      database: database(),
      logger: false,
      retailer: { client, demo: true },
    });
    b = await buildApp(testConfig(), {
      database: database(),
      logger: false,
      retailer: { client: counting, demo: true },
    });
    await a.listen({ port: 0, host: "127.0.0.1" });
    bUrl = await b.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await fake?.close();
  });

  it("streams a look-up started on one instance to its end from the other", async () => {
    const code = codeSoldEverywhere(40_000_000);
    const first = await a.inject({ url: `/api/articles/${code}/podium` });
    expect(first.statusCode).toBe(200);
    // The first answer came with the first country; the others are still being asked on A.
    expect(podiumResponseSchema.parse(first.json()).pending.length).toBeGreaterThan(0);

    const onB = podiumResponseSchema.parse(
      (await b.inject({ url: `/api/articles/${code}/podium` })).json(),
    );
    expect(onB.pending.length).toBeGreaterThan(0);

    const events = await readEvents(`${bUrl}/api/articles/${code}/podium/stream`);
    expect(events.at(-1)?.event).toBe("done");
    const last = podiumResponseSchema.parse(
      JSON.parse(events.filter((event) => event.event === "update").at(-1)?.data ?? "{}"),
    );
    expect(last.pending).toEqual([]);
    expect(last.entries.map((entry) => entry.country).sort()).toEqual([...defaultPicklist].sort());
    expect(last.entries.every((entry) => entry.rank !== null)).toBe(true);
    // B asked the retailer nothing: A's look-up was in flight for every country.
    expect(askedOfB.filter((asked) => asked.startsWith(code))).toEqual([]);
  });

  it("does not ask the retailer again for countries another instance is asking", async () => {
    const code = codeSoldEverywhere(41_000_000);
    fake.resetStats();
    const onA = a.inject({ url: `/api/articles/${code}/podium` });
    // B is asked while A waits for its first country.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const onB = await b.inject({ url: `/api/articles/${code}/podium` });
    expect([200, 404]).toContain(onB.statusCode);
    await onA;
    await readEvents(`${bUrl}/api/articles/${code}/podium/stream`);
    expect(askedOfB.filter((asked) => asked.startsWith(code))).toEqual([]);
    expect(fake.stats().requests).toBeLessThanOrEqual(2 * defaultPicklist.length);
  });
});
