import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { stores } from "../db/schema.ts";
import { importStores } from "./import-stores.ts";
import { seedSampleStores } from "./seed-sample-stores.ts";
import type { StoreRecord } from "./store-record.ts";

const store = (id: string, country: string, name = `Store ${id}`): StoreRecord => ({
  id,
  country,
  name,
  city: null,
  latitude: 50,
  longitude: 5,
  isSample: false,
});

describe.each(testDatabases())("stores in the database (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  const ids = async () =>
    (await db().select({ id: stores.id }).from(stores).orderBy(asc(stores.id))).map((r) => r.id);

  it("seeds the sample stores into an empty table only, labelled as samples", async () => {
    const first = await seedSampleStores(db());
    expect(first.seeded).toBeGreaterThanOrEqual(60);
    const rows = await db().select().from(stores);
    expect(rows.every((row) => row.isSample && row.id.startsWith("sample-"))).toBe(true);
    expect(new Set(rows.map((row) => row.country.trim())).size).toBe(30);
    expect(await seedSampleStores(db())).toEqual({ seeded: 0 });
  });

  it("replaces each imported country as a whole, leaving the others alone", async () => {
    const report = await importStores(db(), [store("1", "BE"), store("2", "BE")]);
    expect(report).toMatchObject({ countries: 1, inserted: 2, removed: 4, unchanged: 0 });
    const after = await ids();
    expect(after.filter((id) => id.startsWith("sample-be"))).toEqual([]);
    expect(after).toContain("sample-fr-1");

    const again = await importStores(db(), [store("1", "BE"), store("2", "BE")]);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, removed: 0 });

    const dry = await importStores(db(), [store("1", "BE", "Renamed")], { dryRun: true });
    expect(dry).toMatchObject({ updated: 1, removed: 1, dryRun: true });
    expect(await ids()).toContain("2");

    const closed = await importStores(db(), [store("1", "BE", "Renamed")]);
    expect(closed).toMatchObject({ updated: 1, removed: 1 });
    expect((await ids()).filter((id) => !id.startsWith("sample-"))).toEqual(["1"]);
  });
});
