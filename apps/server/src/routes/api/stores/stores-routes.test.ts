import {
  nearestStoresResponseSchema,
  storesResponseSchema,
} from "@frontalier/shared/contracts/stores";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { stores } from "../../../db/schema.ts";
import { seedStores } from "../../../stores/seed-stores.ts";

describe.each(testDatabases())("GET /api/stores… on %s", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("lists no store on an empty table, then the real stores once seeded", async () => {
    const empty = await get("/api/stores");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ stores: [] });
    await seedStores(database().db);
    const seeded = storesResponseSchema.parse((await get("/api/stores")).json());
    expect(seeded.stores).toHaveLength(258);
    expect(seeded.stores.filter((s) => s.country === "BE").map((s) => s.name)).toEqual([
      "Anderlecht",
      "Arlon",
      "Gent",
      "Hasselt",
      "Liège",
      "Mons",
      "Wilrijk",
      "Zaventem",
    ]);
    const metz = seeded.stores.find((s) => s.id === "260");
    expect(metz).toMatchObject({ id: "260", country: "FR", name: "Metz", city: null });
    expect(metz?.lat).toBeCloseTo(49.1501, 3);
    expect(metz?.lon).toBeCloseTo(6.1881, 3);
  });

  it("finds the nearest store of each country asked, in the order asked", async () => {
    await database().db.insert(stores).values({
      id: "no-coords",
      country: "IS",
      name: "Unknown place",
      latitude: null,
      longitude: null,
    });
    // From Metz's centre: the store of Arlon is 61 km away, Saarlouis 46 km, Metz's own 3 km;
    // Iceland's one store has no coordinates and the shipped list has none in Luxembourg.
    const response = await get("/api/stores/nearest?lat=49.12&lon=6.18&countries=be,DE,FR,IS,LU");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = nearestStoresResponseSchema.parse(response.json());
    expect(body.nearest.map((n) => [n.country, n.store?.name ?? null, n.distanceKm])).toEqual([
      ["BE", "Arlon", 61],
      ["DE", "Saarlouis", 46],
      ["FR", "Metz", 3],
      ["IS", null, null],
      ["LU", null, null],
    ]);
  });

  it("answers a translated 400, never a 500, to bad input", async () => {
    for (const url of [
      "/api/stores/nearest",
      "/api/stores/nearest?lat=91&lon=0&countries=FR",
      "/api/stores/nearest?lat=abc&lon=0&countries=FR",
      "/api/stores/nearest?lat=48&lon=2&countries=FRANCE",
      "/api/stores/nearest?lat=48&lon=2&countries=",
      `/api/stores/nearest?lat=48&lon=2&countries=${"FR,".repeat(60)}`,
      "/api/stores/nearest?lat=48&lat=49&lon=2&countries=FR",
    ]) {
      const response = await get(url, { "accept-language": "de" });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
    }
    const fr = await get("/api/stores/nearest?lat=x&lon=0&countries=FR", {
      "accept-language": "fr",
    });
    expect(JSON.stringify(fr.json())).toContain("invalides");
  });
});
