import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/config.ts";
import { CookieClient } from "../../test/cookie-client.ts";
import { createTestDatabase, type TestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";
import { memoryRateStore, RateLimiter, redisRateStore } from "./rate-limiter.ts";

const rule = { name: "test", limit: 3, windowMs: 60_000 };

describe("fixed-window rate limits", () => {
  it("allows the limit, refuses after it with the seconds left, and opens a new window", async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(memoryRateStore(() => now));
    const hit = () => limiter.check([{ rule, key: "1.2.3.4" }]);
    for (let i = 0; i < 3; i++) expect((await hit()).allowed).toBe(true);
    now += 20_000;
    expect(await hit()).toEqual({ allowed: false, retryAfterS: 40 });
    expect((await limiter.check([{ rule, key: "5.6.7.8" }])).allowed).toBe(true);
    now += 40_000;
    expect((await hit()).allowed).toBe(true);
  });

  it("falls back to memory when Redis does not answer", async () => {
    const redis = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const errors: unknown[] = [];
    const limiter = new RateLimiter(redisRateStore(redis, (error) => errors.push(error)));
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push((await limiter.check([{ rule, key: "k" }])).allowed);
    expect(decisions).toEqual([true, true, true, false]);
    expect(errors.length).toBe(4);
    await limiter.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("limits shared by two instances through Redis (TEST_REDIS_URL)", () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    // Both instances count in the same Redis; a new address per run keeps other runs' keys apart.
    const env = { REDIS_URL: redisUrl! };
    first = await buildApp(testConfig(env), { database: database.database, logger: false });
    second = await buildApp(testConfig(env), { database: database.database, logger: false });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.destroy();
  });

  it("counts sign-in attempts on one instance against the other, with Retry-After", async () => {
    const email = `shared-${randomBytes(4).toString("hex")}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? first : second;
      const response = await new CookieClient(app, `192.0.2.${100 + i}`).post("/api/auth/login", {
        email,
        password: "not the password",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const refused = await new CookieClient(second, "192.0.2.200").post("/api/auth/login", {
      email,
      password: "not the password",
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(800);
    expect(refused.json().error.code).toBe("rate_limited");
  });
});
