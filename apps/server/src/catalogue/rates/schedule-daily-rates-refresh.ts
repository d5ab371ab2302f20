import type { AppDb } from "../../db/open-database.ts";
import { type RefreshRatesResult, refreshRates } from "./refresh-rates.ts";
import { type Clock, type DailySchedule, scheduleDaily } from "./schedule-daily.ts";

export interface ScheduleDailyRatesRefreshOptions {
  db: AppDb;
  /** ECB_RATES_URL. */
  url: string;
  /** The ECB publishes around 16:00 CET; half an hour later the file is there. */
  at?: string;
  onError: (error: unknown) => void;
  onRefreshed?: (result: RefreshRatesResult) => void;
  /** Refresh once at once too: a server started after 16:30 would otherwise wait a day. */
  runNow?: boolean;
  fetch?: typeof globalThis.fetch;
  clock?: Clock;
}

export const DEFAULT_RATES_REFRESH_AT = "16:30 CET";

/** Refreshes the ECB rates every day in this process. */
export function scheduleDailyRatesRefresh(
  options: ScheduleDailyRatesRefreshOptions,
): DailySchedule {
  return scheduleDaily({
    at: options.at ?? DEFAULT_RATES_REFRESH_AT,
    clock: options.clock,
    runNow: options.runNow,
    onError: options.onError,
    run: async () => {
      const result = await refreshRates({ db: options.db, url: options.url, fetch: options.fetch });
      options.onRefreshed?.(result);
    },
  });
}
