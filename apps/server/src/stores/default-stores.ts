import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { StoreRecord } from "./store-record.ts";

/** The store list that ships in the repo (data/ATTRIBUTION.md says where it comes from). */
export const DEFAULT_STORES_FILE = resolve(import.meta.dirname, "../../../../data/stores.json");

/**
 * Reads the shipped list: `columns` names the order of each row's values, so a column moved by a
 * new derivation is still read right, and a missing one fails loudly rather than seeding nonsense.
 */
export function readDefaultStores(file = DEFAULT_STORES_FILE): StoreRecord[] {
  const data = JSON.parse(readFileSync(file, "utf8")) as { columns: string[]; stores: unknown[][] };
  const at = (column: string) => {
    const index = data.columns.indexOf(column);
    if (index < 0) throw new Error(`${file}: no ${column} column`);
    return index;
  };
  const id = at("buCode");
  const name = at("name");
  const country = at("country");
  const lat = at("lat");
  const lon = at("lon");
  return data.stores.map((row) => ({
    id: String(row[id]),
    country: String(row[country]).toUpperCase(),
    name: String(row[name]),
    city: null,
    latitude: Number(row[lat]),
    longitude: Number(row[lon]),
  }));
}
