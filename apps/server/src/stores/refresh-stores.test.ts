import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { stores } from "../db/schema.ts";
import { refreshStores, storesDetailedPath } from "./refresh-stores.ts";

/** The retailer's per-country stores list, as a loopback server serves it (fake at the edge). */
function retailer(): Promise<{ url: string; server: Server; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? "");
    if (request.url === "/lu/fr/meta-data/informera/stores-detailed.json") {
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify([
          {
            id: "471",
            name: "IKEA Luxembourg",
            displayName: "Grand-Duché de Luxembourg",
            lat: "49.5811",
            lng: "6.1235",
            address: { city: "Sterpenich" },
            hideStore: false,
          },
        ]),
      );
    } else {
      response.statusCode = 503;
      response.end("down");
    }
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, paths }),
    ),
  );
}

describe.each(testDatabases())("refreshStores from the retailer (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let fake: Awaited<ReturnType<typeof retailer>>;
  beforeAll(async () => {
    fake = await retailer();
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it("loads each country's list and keeps the stores of a country whose list failed", async () => {
    const db = database().db;
    await db
      .insert(stores)
      .values({ id: "old-be", country: "BE", name: "Kept", latitude: 50, longitude: 4 });
    const results = await refreshStores({ db, baseUrl: fake.url, countries: ["LU", "BE", "XX"] });
    expect(results).toEqual([
      expect.objectContaining({ country: "LU", ok: true, rejected: 0 }),
      { country: "BE", ok: false, error: "HTTP 503" },
      { country: "XX", ok: false, error: "not a market of the retailer" },
    ]);
    expect(fake.paths).toContain(storesDetailedPath("BE"));
    const [lu] = await db.select().from(stores).where(eq(stores.id, "471"));
    expect(lu).toMatchObject({ country: "LU", city: "Sterpenich" });
    expect(await db.select().from(stores).where(eq(stores.id, "old-be"))).toHaveLength(1);
  });
});
