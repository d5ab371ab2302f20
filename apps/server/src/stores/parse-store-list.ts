import type { StoreRecord } from "./store-record.ts";

export interface StoreListRejection {
  /** 0-based position in the file's list. */
  index: number;
  reason: string;
}

export interface ParsedStoreList {
  format: "store-list" | "stores-detailed";
  stores: StoreRecord[];
  rejected: StoreListRejection[];
}

export class StoreListError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** The retailer writes coordinates as numbers in one list and as strings in the other. */
const coordinate = (value: unknown): number | null => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

const countryPattern = /^[A-Za-z]{2}$/;
const idPattern = /^[A-Za-z0-9_-]{1,40}$/;

type Entry = { store: StoreRecord } | { reason: string };

/**
 * `{buCode, name, coordinates: [lon, lat], countryCode}`: the store list of
 * Ephigenia/ikea-availability-checker (shared/data SOURCES.md §4), GeoJSON order.
 */
function fromStoreList(item: Record<string, unknown>): Entry {
  const id = text(item.buCode);
  const country = text(item.countryCode);
  const name = text(item.name);
  if (!id || !idPattern.test(id)) return { reason: "no store code (buCode)" };
  if (!country || !countryPattern.test(country)) return { reason: `store ${id}: no country code` };
  if (!name) return { reason: `store ${id}: no name` };
  const pair = Array.isArray(item.coordinates) ? item.coordinates : [];
  return withCoordinates(
    { id, country, name, city: null },
    coordinate(pair[1]),
    coordinate(pair[0]),
  );
}

/**
 * One entry of the retailer's `/{cc}/{lang}/meta-data/informera/stores-detailed.json`
 * (idelsink/ikea-openapi `Store.yaml`): `lat`/`lng` as strings, no country, hidden entries.
 */
function fromStoresDetailed(item: Record<string, unknown>, country: string | undefined): Entry {
  const id = text(item.id);
  if (!id || !idPattern.test(id)) return { reason: "no store id" };
  if (!country) return { reason: `store ${id}: the list names no country (pass --country)` };
  if (item.hideStore === true) return { reason: `store ${id}: hidden by the retailer` };
  const name = text(item.displayName) ?? text(item.name);
  if (!name) return { reason: `store ${id}: no name` };
  const address = isRecord(item.address) ? item.address : {};
  return withCoordinates(
    { id, country, name, city: text(address.city) },
    coordinate(item.lat),
    coordinate(item.lng),
  );
}

function withCoordinates(
  store: Pick<StoreRecord, "id" | "country" | "name" | "city">,
  latitude: number | null,
  longitude: number | null,
): Entry {
  if (latitude === null || longitude === null)
    return { reason: `store ${store.id}: no coordinates` };
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) {
    return { reason: `store ${store.id}: coordinates out of range` };
  }
  return {
    store: {
      ...store,
      country: store.country.toUpperCase(),
      latitude,
      longitude,
    },
  };
}

/**
 * Reads either store-list shape. An entry without coordinates or code is rejected with its reason;
 * a code seen twice keeps its first entry (the shared list repeats the Belgian stores).
 */
export function parseStoreList(data: unknown, options: { country?: string } = {}): ParsedStoreList {
  const list = Array.isArray(data)
    ? data
    : isRecord(data) && Array.isArray(data.stores)
      ? data.stores
      : null;
  if (!list) throw new StoreListError("not a store list: expected a JSON array of stores");
  const country = options.country?.toUpperCase();
  const first = list.find(isRecord);
  const format =
    first && ("buCode" in first || "coordinates" in first) ? "store-list" : "stores-detailed";
  const stores = new Map<string, StoreRecord>();
  const rejected: StoreListRejection[] = [];
  list.forEach((item, index) => {
    if (!isRecord(item)) {
      rejected.push({ index, reason: "not an object" });
      return;
    }
    const entry = format === "store-list" ? fromStoreList(item) : fromStoresDetailed(item, country);
    if ("reason" in entry) {
      rejected.push({ index, reason: entry.reason });
    } else if (country && entry.store.country !== country) {
      rejected.push({ index, reason: `store ${entry.store.id}: not in ${country}` });
    } else if (stores.has(entry.store.id)) {
      rejected.push({ index, reason: `store ${entry.store.id}: listed twice (first kept)` });
    } else {
      stores.set(entry.store.id, entry.store);
    }
  });
  return { format, stores: [...stores.values()], rejected };
}
