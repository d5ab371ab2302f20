import { europeanCountries } from "@frontalier/shared/countries";
import type { AppDb } from "../db/open-database.ts";
import { type Freshness, watchedFreshness } from "./watched-articles.ts";

/** How old the health check's freshness figures may be: counting is a query over every watched price. */
export const FRESHNESS_MAX_AGE_MS = 60_000;

export interface FreshnessReport extends Freshness {
  ttlHours: number;
  checkedAt: string;
}

/**
 * The watched prices' freshness for the health check: counted at most once a minute, in the
 * background once a first count exists, so that probes never wait for it (nor pile it up).
 */
export function freshnessReport(
  db: AppDb,
  options: { ttlMs: number; onError(error: unknown): void; now?: () => number },
): () => Promise<FreshnessReport | null> {
  const now = options.now ?? Date.now;
  const countries = europeanCountries.filter((c) => c.sellsOnline).map((c) => c.code);
  let last: FreshnessReport | null = null;
  let lastAt = 0;
  let inFlight: Promise<FreshnessReport | null> | null = null;
  const count = () => {
    const at = now();
    inFlight ??= watchedFreshness(db, { countries, nowMs: at, ttlMs: options.ttlMs })
      .then(
        (freshness) => {
          last = {
            ...freshness,
            ttlHours: Math.round((options.ttlMs / 3_600_000) * 10) / 10,
            checkedAt: new Date(at).toISOString(),
          };
          lastAt = at;
          return last;
        },
        (error: unknown) => {
          options.onError(error);
          return last;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  return async () => {
    if (last && now() - lastAt < FRESHNESS_MAX_AGE_MS) return last;
    if (!last) return count();
    void count();
    return last;
  };
}
