import { europeanCountries } from "@frontalier/shared/countries";
import { eq } from "drizzle-orm";
import { recordStoreRefreshes } from "../admin/operations-log.ts";
import type { Config } from "../config/load-config.ts";
import type { AppDb } from "../db/open-database.ts";
import { appSettings } from "../db/schema.ts";
import type { JobDefinition } from "../jobs/job-definition.ts";
import { JOB } from "../jobs/job-names.ts";
import { type CountryRefresh, refreshStores } from "./refresh-stores.ts";

/** A country's store list is reloaded from the retailer once a week. */
export const STORE_REFRESH_EVERY_MS = 7 * 86_400_000;
/** When each country's list was last loaded well: `{ "FR": "2026-11-24T03:20:00.000Z", … }`. */
export const STORES_REFRESHED_SETTING = "stores.refreshed-at";

type RefreshedAt = Record<string, string>;

export interface RefreshDueStoresOptions {
  db: AppDb;
  baseUrl: string;
  timeoutMs?: number;
  now?: Date;
  countries?: readonly string[];
  fetch?: typeof fetch;
}

/**
 * Reloads the lists older than a week (never loaded counts as old). A country whose list fails
 * keeps its stores (refreshStores) and its date, so it is tried again at the next daily run,
 * while the others wait their week.
 */
export async function refreshDueStores(
  options: RefreshDueStoresOptions,
): Promise<CountryRefresh[]> {
  const now = options.now ?? new Date();
  const countries = options.countries ?? europeanCountries.map((country) => country.code);
  const refreshedAt = await readRefreshedAt(options.db);
  const due = countries.filter((country) => {
    const last = refreshedAt[country];
    return !last || now.getTime() - Date.parse(last) >= STORE_REFRESH_EVERY_MS;
  });
  if (due.length === 0) return [];
  const results = await refreshStores({
    db: options.db,
    baseUrl: options.baseUrl,
    countries: due,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  await recordStoreRefreshes(options.db, results, now);
  const next = { ...refreshedAt };
  for (const result of results) if (result.ok) next[result.country] = now.toISOString();
  await options.db
    .insert(appSettings)
    .values({ key: STORES_REFRESHED_SETTING, value: next, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: now } });
  return results;
}

async function readRefreshedAt(db: AppDb): Promise<RefreshedAt> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, STORES_REFRESHED_SETTING));
  const value = row?.value;
  return value && typeof value === "object" && !Array.isArray(value) ? (value as RefreshedAt) : {};
}

/**
 * The weekly store-list refresh, when a retailer is configured (the offline demo's stand-in
 * serves no store lists): checked every day, so that a country that failed is tried again soon.
 */
export function storeRefreshJob(options: {
  config: Config;
  db: AppDb;
  log: {
    info(object: object, message: string): void;
    warn(object: object, message: string): void;
  };
}): JobDefinition | null {
  const baseUrl = options.config.retailer.baseUrl;
  if (!baseUrl) return null;
  return {
    name: JOB.stores,
    timing: { dailyAt: "04:20 CET" },
    runAtStart: true,
    run: async () => {
      const results = await refreshDueStores({
        db: options.db,
        baseUrl,
        timeoutMs: options.config.retailer.timeoutMs,
      });
      if (results.length === 0) return;
      const failed = results.filter((result) => !result.ok);
      options.log[failed.length > 0 ? "warn" : "info"](
        {
          refreshed: results.filter((result) => result.ok).map((result) => result.country),
          failed: failed.map((result) => ({
            country: result.country,
            error: result.ok ? undefined : result.error,
          })),
        },
        "store lists refreshed from the retailer",
      );
    },
    onError: (error) => options.log.warn({ err: error }, "store list refresh failed"),
  };
}
