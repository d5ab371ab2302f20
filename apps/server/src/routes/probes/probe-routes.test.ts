import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/db.ts";
import type { Database } from "../../db/open-database.ts";
import { AppError } from "../../http/app-error.ts";
import { probeRoutes } from "./probe-routes.ts";

describe("/livez and /readyz on the real app", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildTestApp(database.database, {
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it("is live, and ready once migrated, reachable and filled", async () => {
    const live = await app.inject({ method: "GET", url: "/livez" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    let ready = await app.inject({ method: "GET", url: "/readyz" });
    for (let i = 0; i < 50 && ready.statusCode !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ready = await app.inject({ method: "GET", url: "/readyz" });
    }
    expect(ready.statusCode).toBe(200);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(ready.json()).toEqual({
      status: "ready",
      checks: {
        migrations: "ok",
        database: "ok",
        offerIndex: "ok",
        ...(process.env.TEST_REDIS_URL ? { redis: "ok" } : {}),
      },
    });
  });

  it("answers 503 draining once shutting down, while it still serves", async () => {
    app.startDraining();
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe("draining");
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});

describe("/readyz when something is missing", () => {
  const probe = async (database: Partial<Database>, pingRedis?: () => Promise<void>) => {
    const app = Fastify();
    app.setErrorHandler((error, _request, reply) => {
      reply.code(error instanceof AppError ? 400 : 500).send({ error: String(error) });
    });
    await app.register(probeRoutes, {
      database: database as Database,
      pingRedis,
      isDraining: () => false,
    });
    const response = await app.inject({ method: "GET", url: "/readyz" });
    await app.close();
    return response;
  };
  const migrated = (applied: number) => ({
    execute: async () => ({ rows: [{ applied }] }),
  });

  it("is not ready while the database does not answer", async () => {
    const response = await probe({
      ping: async () => {
        throw new Error("connection refused");
      },
      db: migrated(999) as unknown as Database["db"],
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "not_ready", checks: { database: "down" } });
  });

  it("is not ready while a migration of this build is not applied", async () => {
    const response = await probe({
      ping: async () => {},
      db: migrated(1) as unknown as Database["db"],
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().checks).toMatchObject({ migrations: "pending", database: "ok" });
  });

  it("is not ready while Redis does not answer, within a bounded time", async () => {
    const started = performance.now();
    const response = await probe(
      { ping: async () => {}, db: migrated(999) as unknown as Database["db"] },
      () => new Promise(() => {}),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().checks).toMatchObject({ redis: "down", migrations: "ok" });
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
