import { findCountry } from "@frontalier/shared/countries";
import type { AppDb } from "../db/open-database.ts";
import { type ImportStoresReport, importStores } from "./import-stores.ts";
import { parseStoreList } from "./parse-store-list.ts";

export type CountryRefresh =
  | { country: string; ok: true; report: ImportStoresReport; rejected: number }
  | { country: string; ok: false; error: string };

/** Where the retailer lists a country's stores (documented in idelsink/ikea-openapi). */
export function storesDetailedPath(country: string): string | null {
  const locale = findCountry(country)?.retailerLocale;
  return locale ? `/${locale}/meta-data/informera/stores-detailed.json` : null;
}

/**
 * Reloads each country's store list from the retailer, one country at a time (a handful of
 * requests a day at most). A country whose list fails or comes back empty keeps its stores.
 */
export async function refreshStores(options: {
  db: AppDb;
  baseUrl: string;
  countries: readonly string[];
  timeoutMs?: number;
  dryRun?: boolean;
  fetch?: typeof fetch;
}): Promise<CountryRefresh[]> {
  const get = options.fetch ?? fetch;
  const results: CountryRefresh[] = [];
  for (const country of options.countries) {
    const path = storesDetailedPath(country);
    if (!path) {
      results.push({ country, ok: false, error: "not a market of the retailer" });
      continue;
    }
    try {
      const response = await get(new URL(path, options.baseUrl), {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = parseStoreList(await response.json(), { country });
      if (parsed.stores.length === 0) throw new Error("the list holds no store with coordinates");
      const report = await importStores(options.db, parsed.stores, { dryRun: options.dryRun });
      results.push({ country, ok: true, report, rejected: parsed.rejected.length });
    } catch (error) {
      results.push({ country, ok: false, error: (error as Error).message });
    }
  }
  return results;
}
