import { findCountry } from "@frontalier/shared/countries";
import { sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { stores } from "../db/schema.ts";
import { readDefaultStores } from "./default-stores.ts";
import type { StoreRecord } from "./store-record.ts";

/** One lock id for "seeding the default stores", so that instances starting together seed once. */
const SEED_STORES_LOCK = 7_226_008;

/** The shipped list's stores in the European markets (the map and the comparison's countries). */
export const europeanDefaultStores = (): StoreRecord[] =>
  readDefaultStores().filter((store) => findCountry(store.country)?.inEurope === true);

/**
 * Every start: the countries without any store get those of the shipped list, so that the map,
 * the travel costs and the stock panel work at once. A country that already has stores (an
 * import, a refresh from the retailer, an earlier seed) is left alone: idempotent.
 */
export async function seedStores(
  db: AppDb,
  list: () => readonly StoreRecord[] = europeanDefaultStores,
): Promise<{ seeded: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_STORES_LOCK})`);
    const known = await tx.selectDistinct({ country: stores.country }).from(stores);
    const stocked = new Set(known.map((row) => row.country.trim()));
    const missing = list().filter((store) => !stocked.has(store.country));
    if (missing.length === 0) return { seeded: 0 };
    // A code the retailer moved to another country stays where an import put it.
    const inserted = await tx
      .insert(stores)
      .values(missing)
      .onConflictDoNothing({ target: stores.id })
      .returning({ id: stores.id });
    return { seeded: inserted.length };
  });
}
