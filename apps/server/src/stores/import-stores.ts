import { and, inArray, notInArray } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { stores } from "../db/schema.ts";
import type { StoreRecord } from "./store-record.ts";

export interface ImportStoresReport {
  countries: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Stores of an imported country that the new list no longer names (closed, or the shipped list's). */
  removed: number;
  dryRun: boolean;
}

const same = (a: StoreRecord, b: StoreRecord) =>
  a.country === b.country &&
  a.name === b.name &&
  a.city === b.city &&
  Math.abs(a.latitude - b.latitude) < 1e-5 &&
  Math.abs(a.longitude - b.longitude) < 1e-5;

/**
 * Loads a list as the whole truth for each country it names: its stores are inserted or updated,
 * and the country's other stores (closed ones, the shipped list's) are removed. Countries the list
 * does not name are left alone. Idempotent.
 */
export async function importStores(
  db: AppDb,
  list: readonly StoreRecord[],
  options: { dryRun?: boolean } = {},
): Promise<ImportStoresReport> {
  const countries = [...new Set(list.map((store) => store.country))];
  const report: ImportStoresReport = {
    countries: countries.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    dryRun: options.dryRun === true,
  };
  if (list.length === 0) return report;
  await db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(stores)
      .where(
        inArray(
          stores.id,
          list.map((store) => store.id),
        ),
      );
    const byId = new Map<string, StoreRecord>(
      existing.map((row) => [
        row.id,
        {
          id: row.id,
          country: row.country.trim(),
          name: row.name,
          city: row.city,
          latitude: row.latitude ?? Number.NaN,
          longitude: row.longitude ?? Number.NaN,
        },
      ]),
    );
    const changed: StoreRecord[] = [];
    for (const store of list) {
      const before = byId.get(store.id);
      if (!before) report.inserted++;
      else if (same(before, store)) report.unchanged++;
      else report.updated++;
      if (!before || !same(before, store)) changed.push(store);
    }
    const stale = and(
      inArray(stores.country, countries),
      notInArray(
        stores.id,
        list.map((store) => store.id),
      ),
    );
    const gone = await tx.select({ id: stores.id }).from(stores).where(stale);
    report.removed = gone.length;
    if (report.dryRun) return;
    if (gone.length > 0) await tx.delete(stores).where(stale);
    for (const store of changed) {
      const values = {
        country: store.country,
        name: store.name,
        city: store.city,
        latitude: store.latitude,
        longitude: store.longitude,
      };
      await tx
        .insert(stores)
        .values({ id: store.id, ...values })
        .onConflictDoUpdate({ target: stores.id, set: values });
    }
  });
  return report;
}
