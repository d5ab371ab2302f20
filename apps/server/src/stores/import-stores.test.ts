import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { stores } from "../db/schema.ts";
import { readDefaultStores } from "./default-stores.ts";
import { importStores } from "./import-stores.ts";
import { seedStores } from "./seed-stores.ts";
import type { StoreRecord } from "./store-record.ts";

const store = (id: string, country: string, name = `Store ${id}`): StoreRecord => ({
  id,
  country,
  name,
  city: null,
  latitude: 50,
  longitude: 5,
});

describe("the shipped store list (data/stores.json)", () => {
  it("reads real store codes, names and coordinates", () => {
    const list = readDefaultStores();
    expect(list).toHaveLength(398);
    expect(list.find((s) => s.id === "260")).toMatchObject({
      country: "FR",
      name: "Metz",
      city: null,
    });
    expect(list.every((s) => /^\d{3}$/.test(s.id) && /^[A-Z]{2}$/.test(s.country))).toBe(true);
    expect(list.every((s) => Math.abs(s.latitude) <= 90 && Math.abs(s.longitude) <= 180)).toBe(
      true,
    );
  });
});

describe.each(testDatabases())("stores in the database (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  const ids = async () =>
    (await db().select({ id: stores.id }).from(stores).orderBy(asc(stores.id))).map((r) => r.id);
  const countryIds = async (country: string) =>
    (
      await db()
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.country, country))
        .orderBy(asc(stores.id))
    ).map((r) => r.id);

  it("seeds the real stores of the European markets into an empty table, once", async () => {
    const [first, second] = await Promise.all([seedStores(db()), seedStores(db())]);
    // Two instances starting together: the lock lets one seed, the other finds the stores there.
    expect([first.seeded, second.seeded].sort((a, b) => a - b)).toEqual([0, 258]);
    const rows = await db().select().from(stores);
    expect(rows).toHaveLength(258);
    expect(new Set(rows.map((row) => row.country.trim())).size).toBe(21);
    expect(await countryIds("BE")).toEqual([
      "169",
      "179",
      "375",
      "376",
      "423",
      "452",
      "482",
      "483",
    ]);
    // Markets outside Europe and countries that are no market stay out of the European map.
    expect(rows.some((row) => ["US", "SA", "JP", "RU"].includes(row.country.trim()))).toBe(false);
    expect(await seedStores(db())).toEqual({ seeded: 0 });
  });

  it("replaces each imported country as a whole, leaving the others alone", async () => {
    const report = await importStores(db(), [store("1", "BE"), store("2", "BE")]);
    expect(report).toMatchObject({ countries: 1, inserted: 2, removed: 8, unchanged: 0 });
    expect(await countryIds("BE")).toEqual(["1", "2"]);
    expect(await ids()).toContain("260");

    const again = await importStores(db(), [store("1", "BE"), store("2", "BE")]);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, removed: 0 });

    const dry = await importStores(db(), [store("1", "BE", "Renamed")], { dryRun: true });
    expect(dry).toMatchObject({ updated: 1, removed: 1, dryRun: true });
    expect(await ids()).toContain("2");

    const closed = await importStores(db(), [store("1", "BE", "Renamed")]);
    expect(closed).toMatchObject({ updated: 1, removed: 1 });
    expect(await countryIds("BE")).toEqual(["1"]);
  });

  it("seeds again only the countries left without a store; an import keeps its own", async () => {
    await db().delete(stores).where(eq(stores.country, "PT"));
    const refill = await seedStores(db());
    expect(refill).toEqual({ seeded: 5 });
    expect(await countryIds("PT")).toHaveLength(5);
    // Belgium holds the imported store: the shipped list does not come back over it.
    expect(await countryIds("BE")).toEqual(["1"]);
  });
});
