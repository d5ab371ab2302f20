import type { StoreDto } from "@frontalier/shared/contracts/stores";
import { and, asc, inArray, isNotNull } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { stores } from "../db/schema.ts";

type StoreRow = typeof stores.$inferSelect;

/** The one place a store row is shaped for the client. */
export const presentStore = (
  row: StoreRow & { latitude: number; longitude: number },
): StoreDto => ({
  id: row.id,
  country: row.country.trim(),
  name: row.name,
  city: row.city,
  lat: row.latitude,
  lon: row.longitude,
});

const located = (row: StoreRow): row is StoreRow & { latitude: number; longitude: number } =>
  row.latitude !== null && row.longitude !== null;

/** Stores with coordinates, by country then name; only those of `countries` when given. */
export async function listStores(
  db: AppDb,
  options: { countries?: readonly string[] } = {},
): Promise<StoreDto[]> {
  const rows = await db
    .select()
    .from(stores)
    .where(
      and(
        isNotNull(stores.latitude),
        isNotNull(stores.longitude),
        options.countries ? inArray(stores.country, [...options.countries]) : undefined,
      ),
    )
    .orderBy(asc(stores.country), asc(stores.name), asc(stores.id));
  return rows.filter(located).map(presentStore);
}
