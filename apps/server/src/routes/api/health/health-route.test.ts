import { healthResponseSchema } from "@frontalier/shared/contracts/health";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { openDatabase } from "../../../db/open-database.ts";

describe.each(testDatabases())("GET /api/health on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("answers ok with the version", async () => {
    const app = await buildTestApp(database(), { APP_VERSION: "9.9.9" });
    const response = await app.inject({ method: "GET", url: "/api/health" });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { offerIndex, watched, ...rest } = healthResponseSchema.parse(response.json());
    expect(rest).toEqual({ status: "ok", db: "ok", version: "9.9.9" });
    // The watched prices the scheduled refresh keeps fresh: none in an empty database.
    expect(watched).toMatchObject({
      watchedArticles: 0,
      staleArticles: 0,
      stalePrices: 0,
      ttlHours: 24,
    });
    // The podium's offer index, filling up from the start (empty here: no catalogue).
    expect(offerIndex?.articles).toBe(0);
    expect(["warming", "ready"]).toContain(offerIndex?.state);
  });
});

describe("GET /api/health with the database down", () => {
  it("answers 503 when PGlite is closed", async () => {
    const database = await openDatabase({});
    const app = await buildTestApp(database);
    await database.close();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(healthResponseSchema.parse(response.json())).toMatchObject({
      status: "degraded",
      db: "down",
    });
  });

  it("answers 503 when PostgreSQL does not answer", async () => {
    const database = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none" });
    const app = await buildTestApp(database);
    const response = await app.inject({ method: "GET", url: "/api/health" });
    await app.close();
    await database.close();
    expect(response.statusCode).toBe(503);
    expect(healthResponseSchema.parse(response.json())).toMatchObject({ db: "down" });
  });

  it("reports the version of the root package.json without APP_VERSION", async () => {
    const database = await openDatabase({});
    await database.migrate();
    const app = await buildTestApp(database);
    const response = await app.inject({ method: "GET", url: "/api/health" });
    await app.close();
    await database.close();
    expect(response.json().version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
