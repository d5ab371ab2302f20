import { randomBytes } from "node:crypto";
import { podiumResponseSchema } from "@frontalier/shared/contracts/podium";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/config.ts";
import { useTestDatabase } from "../../../test/db.ts";
import { buildApp } from "../../app.ts";
import {
  type FakeRetailer,
  fakeArticleExists,
  startFakeRetailer,
} from "../../fake-retailer/index.ts";
import { memoryRateStore, RateLimiter, redisRateStore } from "../../rate-limit/rate-limiter.ts";
import { createRetailerClient } from "../../retailer/index.ts";
import { seedReferenceData } from "../reference/seed-reference-data.ts";
import { LOOKUPS_PER_CLIENT, lookupAdmission } from "./lookup-limits.ts";

const requestFrom = (ip: string) => ({ ip }) as FastifyRequest;

/** Codes the stand-in retailer sells, from a start: each one a new look-up. */
function knownCodes(start: number, count: number): string[] {
  const codes: string[] = [];
  for (let n = start; codes.length < count; n++) {
    const code = String(n).padStart(8, "0");
    if (fakeArticleExists(code)) codes.push(code);
  }
  return codes;
}

/** The retailer's request count once it has stopped moving (the look-ups in flight are over). */
async function settledRequests(fake: FakeRetailer): Promise<number> {
  let last = -1;
  while (fake.stats().requests !== last) {
    last = fake.stats().requests;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}

describe("look-ups at the retailer are limited per client and in total", () => {
  const database = useTestDatabase("pglite");
  let fake: FakeRetailer;
  let app: FastifyInstance;
  const TOTAL = 5;

  beforeAll(async () => {
    await seedReferenceData(database().db);
    fake = await startFakeRetailer({ latencyMs: 5 });
    app = await buildApp(testConfig({ RETAILER_LOOKUPS_PER_MINUTE: String(TOTAL) }), {
      database: database(),
      logger: false,
      retailer: {
        client: createRetailerClient({ baseUrl: fake.url, searchBaseUrl: fake.url }),
        demo: true,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it("answers 429 with Retry-After for a code never seen once the total is spent, asking nothing", async () => {
    const codes = knownCodes(50_000_000, TOTAL + 3);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    const ask = async (code: string, i: number) => {
      // A new address each time: the total holds whoever asks.
      const response = await app.inject({
        url: `/api/articles/${code}/podium`,
        remoteAddress: `192.0.2.${i + 1}`,
      });
      statuses.push(response.statusCode);
      retryAfter ??= response.headers["retry-after"] as string | undefined;
    };
    for (const [i, code] of codes.slice(0, TOTAL).entries()) await ask(code, i);
    const askedBeforeRefusal = await settledRequests(fake);
    for (const [i, code] of codes.slice(TOTAL).entries()) await ask(code, TOTAL + i);
    expect(statuses.slice(0, TOTAL).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(TOTAL)).toEqual([429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    // The refused ones cost the retailer nothing, and the catalogue did not grow.
    expect(await settledRequests(fake)).toBe(askedBeforeRefusal);
    const refused = await app.inject({ url: `/api/articles?q=${codes.at(-1)}` });
    expect(refused.json().items).toEqual([]);
  });

  it("still shows a known article when over the limit, with the prices it has and nothing pending", async () => {
    const [code] = knownCodes(50_000_000, 1);
    const response = await app.inject({
      url: `/api/articles/${code}/podium?countries=FR,BE,DE,NL,ES,LU,IT,CH,AT,PL`,
      remoteAddress: "192.0.2.200",
    });
    expect(response.statusCode).toBe(200);
    expect(podiumResponseSchema.parse(response.json()).pending).toEqual([]);
  });
});

describe("the look-up admission", () => {
  it(`lets one client start ${LOOKUPS_PER_CLIENT.limit} look-ups in its window, not one more, and others go on`, async () => {
    const admission = lookupAdmission(new RateLimiter(memoryRateStore()), 100_000);
    const attacker = admission.quietly(requestFrom("203.0.113.5"));
    const answers: boolean[] = [];
    for (let i = 0; i <= LOOKUPS_PER_CLIENT.limit; i++) answers.push(await attacker());
    expect(answers.filter(Boolean)).toHaveLength(LOOKUPS_PER_CLIENT.limit);
    expect(answers.at(-1)).toBe(false);
    expect(await admission.quietly(requestFrom("203.0.113.6"))()).toBe(true);
  });

  it("does not spend the total for a client already over its own limit", async () => {
    const admission = lookupAdmission(
      new RateLimiter(memoryRateStore()),
      LOOKUPS_PER_CLIENT.limit + 2,
    );
    const attacker = admission.quietly(requestFrom("203.0.113.7"));
    for (let i = 0; i < LOOKUPS_PER_CLIENT.limit + 50; i++) await attacker();
    expect(await admission.quietly(requestFrom("203.0.113.8"))()).toBe(true);
    expect(await admission.quietly(requestFrom("203.0.113.9"))()).toBe(true);
    expect(await admission.quietly(requestFrom("203.0.113.10"))()).toBe(false);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)(
    "shares the total between instances through Redis (TEST_REDIS_URL)",
    async () => {
      const prefix = `test-${randomBytes(6).toString("hex")}`;
      const connections = [new Redis(redisUrl ?? ""), new Redis(redisUrl ?? "")];
      try {
        const [one, two] = connections.map((redis) =>
          lookupAdmission(new RateLimiter(redisRateStore(redis), prefix), 3),
        );
        const answers = [
          await one?.quietly(requestFrom("198.51.100.1"))(),
          await two?.quietly(requestFrom("198.51.100.2"))(),
          await one?.quietly(requestFrom("198.51.100.3"))(),
          await two?.quietly(requestFrom("198.51.100.4"))(),
        ];
        expect(answers).toEqual([true, true, true, false]);
      } finally {
        for (const redis of connections) redis.disconnect();
      }
    },
  );
});
