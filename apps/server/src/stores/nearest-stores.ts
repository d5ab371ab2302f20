import type { NearestStoresResponse } from "@frontalier/shared/contracts/stores";
import { distanceKm } from "@frontalier/shared/distance";
import type { AppDb } from "../db/open-database.ts";
import { listStores } from "./list-stores.ts";

/**
 * The nearest store of each country to `from`, as the crow flies (the same haversine distance the
 * wishlist's travel costs use), in the order the countries were asked.
 */
export async function findNearestStores(
  db: AppDb,
  options: { from: { lat: number; lon: number }; countries: readonly string[] },
): Promise<NearestStoresResponse> {
  const countries = [...new Set(options.countries)];
  const candidates = await listStores(db, { countries });
  return {
    from: options.from,
    nearest: countries.map((country) => {
      let best: NearestStoresResponse["nearest"][number] = {
        country,
        store: null,
        distanceKm: null,
      };
      let bestKm = Number.POSITIVE_INFINITY;
      for (const store of candidates) {
        if (store.country !== country) continue;
        const km = distanceKm(options.from, store);
        if (km < bestKm) {
          bestKm = km;
          best = { country, store, distanceKm: Math.round(km) };
        }
      }
      return best;
    }),
  };
}
