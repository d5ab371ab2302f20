import { podiumResponseSchema } from "@frontalier/shared/contracts/podium";
import { defaultPicklist } from "@frontalier/shared/default-picklist";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { readEventStream } from "../../../test/scale-out/event-stream.ts";
import { buildApp } from "../../app.ts";
import { type FakeRetailer, startFakeRetailer } from "../../fake-retailer/index.ts";
import { fakeCodeSoldIn } from "../../fake-retailer/testing/find-fake-code.ts";
import { createRetailerClient } from "../../retailer/index.ts";
import type { CountryResult } from "../../retailer/retailer-offer.ts";
import { seedReferenceData } from "../reference/seed-reference-data.ts";
import type { RetailerFanOut } from "./live-lookup.ts";

const codeSoldEverywhere = (start: number) => fakeCodeSoldIn(defaultPicklist, start);

async function readEvents(url: string) {
  return (await readEventStream(url)).events;
}

/** A promise the test resolves when it wants (Node 20 has no Promise.withResolvers). */
function gate() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
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
  let release = gate();

  beforeAll(async () => {
    await seedReferenceData(database().db);
    fake = await startFakeRetailer({ latencyMs: 400, jitterMs: 200 });
    const client = createRetailerClient({ baseUrl: fake.url, searchBaseUrl: fake.url });
    // A's answer for the last country waits for the test, so that the look-up is surely still
    // running while B is asked, however slow the machine.
    const holding: RetailerFanOut = {
      async fanOut(code, markets, onResult, lookup) {
        const held = markets.at(-1)?.country;
        let heldResult: CountryResult | undefined;
        const results = await client.fanOut(
          code,
          markets,
          (result) => {
            if (result.country === held) heldResult = result;
            else onResult(result);
          },
          lookup,
        );
        await release.promise;
        if (heldResult) onResult(heldResult);
        return results;
      },
    };
    const counting: RetailerFanOut = {
      fanOut(code, markets, onResult, lookup) {
        askedOfB.push(...markets.map((market) => `${code}:${market.country}`));
        return client.fanOut(code, markets, onResult, lookup);
      },
    };
    a = await buildApp(testConfig(), {
      database: database(),
      logger: false,
      retailer: { client: holding, demo: true },
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

    const stream = readEvents(`${bUrl}/api/articles/${code}/podium/stream`);
    release.resolve();
    const events = await stream;
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
    release = gate();
    fake.resetStats();
    const onA = a.inject({ url: `/api/articles/${code}/podium` });
    // B is asked while A waits for its first country.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const onB = await b.inject({ url: `/api/articles/${code}/podium` });
    expect([200, 404]).toContain(onB.statusCode);
    release.resolve();
    await onA;
    await readEvents(`${bUrl}/api/articles/${code}/podium/stream`);
    expect(askedOfB.filter((asked) => asked.startsWith(code))).toEqual([]);
    expect(fake.stats().requests).toBeLessThanOrEqual(2 * defaultPicklist.length);
  });
});
