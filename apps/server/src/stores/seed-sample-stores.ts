import { sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { stores } from "../db/schema.ts";
import { generateSampleStores } from "./sample-stores.ts";

/** One lock id for "seeding the sample stores", so that instances starting together seed once. */
const SAMPLE_STORES_LOCK = 7_226_008;

/**
 * The offline demo (DEMO_CATALOGUE): an empty store table gets the generated sample stores so that
 * the map and the travel costs work at once. Does nothing once any store exists.
 */
export async function seedSampleStores(db: AppDb): Promise<{ seeded: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_STORES_LOCK})`);
    const [existing] = await tx.select({ id: stores.id }).from(stores).limit(1);
    if (existing) return { seeded: 0 };
    const sample = generateSampleStores();
    await tx.insert(stores).values(sample);
    return { seeded: sample.length };
  });
}
