import { europeanCountries } from "@frontalier/shared/countries";
import type { AppDb } from "../db/open-database.ts";
import type { JobDefinition } from "../jobs/job-definition.ts";
import { type Clock, systemClock } from "../retailer/clock.ts";
import { REFRESH_AFTER_TTL_SHARE, REFRESH_SLOT_MS } from "./refresh-budget.ts";
import { type RefreshRetailer, type RefreshSlotReport, refreshSlot } from "./refresh-slot.ts";
import { databaseRefreshStore } from "./refresh-store.ts";

export const REFRESH_JOB = "price-refresh";

/** The markets the refresh keeps fresh: the 30 European countries where the retailer sells. */
export const refreshMarkets = europeanCountries
  .filter((country) => country.sellsOnline)
  .map((country) => ({ country: country.code, locale: country.retailerLocale }));

export interface RefreshJobOptions {
  db: AppDb;
  retailer: RefreshRetailer;
  /** Prices from the stand-in retailer of the offline demo are sample prices. */
  demo: boolean;
  perHour: number;
  ttlMs: number;
  /** New observations saved: the price alerts are checked. */
  onObservations(codes: string[]): void;
  onReport?(report: RefreshSlotReport): void;
  clock?: Clock;
  /** Aborted at shutdown: the run in progress stops sending and returns what it did not spend. */
  signal?: AbortSignal;
}

/**
 * The scheduled refresh of watched prices (issue 21, decision 028) as a job of the runner: every
 * five minutes, one slot of the budget; one run at a time across instances (pg-boss's stately
 * queue), and the slot's spending is kept in the database, so a second run in the same slot
 * (a start-up run, a retry) spends only what is left.
 */
export function refreshJob(options: RefreshJobOptions): Omit<JobDefinition, "onError"> {
  const store = databaseRefreshStore(options.db, {
    minAgeMs: options.ttlMs * REFRESH_AFTER_TTL_SHARE,
    demo: options.demo,
  });
  return {
    name: REFRESH_JOB,
    timing: { everyMinutes: REFRESH_SLOT_MS / 60_000 },
    runAtStart: true,
    run: async () => {
      const report = await refreshSlot({
        store,
        retailer: options.retailer,
        markets: refreshMarkets,
        perHour: options.perHour,
        clock: options.clock ?? systemClock,
        onObservations: options.onObservations,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      options.onReport?.(report);
    },
  };
}
