import { eq } from "drizzle-orm";
import { saveRetailerResult } from "../catalogue/live/save-retailer-result.ts";
import type { AppDb } from "../db/open-database.ts";
import { appSettings } from "../db/schema.ts";
import type { CountryResult } from "../retailer/retailer-offer.ts";
import { type RefreshPlan, writeRefreshPlan } from "./refresh-plan.ts";
import { type RefreshCandidate, refreshCandidates } from "./watched-articles.ts";

/** What the scheduled refresh reads and writes; the database's below, a memory one in the bench. */
export interface RefreshStore {
  /** The most due watched articles of a country, at most `limit` (see `refreshCandidates`). */
  candidates(country: string, limit: number, nowMs: number): Promise<RefreshCandidate[]>;
  /** Keeps one answer: offer, article and price history. Whether anything was learnt. */
  save(code: string, result: CountryResult, nowMs: number): Promise<boolean>;
  /** Requests already spent per country in `slot` (by a run that came before in that slot). */
  spent(slot: number): Promise<Record<string, number>>;
  /** Records what is spent in `slot` (every instance reads it: one run at a time). */
  setSpent(slot: number, spent: Record<string, number>): Promise<void>;
  /**
   * Publishes what the running slot will ask (null: nothing any more), for the podium's and the
   * wishlist's "being updated" on every instance.
   */
  setPlan?(plan: RefreshPlan | null): Promise<void>;
}

/** The settings row that remembers the current slot's spending across runs and instances. */
export const SPENT_SETTING = "price-refresh-spent";

export function databaseRefreshStore(
  db: AppDb,
  options: { minAgeMs: number; demo: boolean },
): RefreshStore {
  return {
    candidates: (country, limit, nowMs) =>
      refreshCandidates(db, { country, limit, nowMs, minAgeMs: options.minAgeMs }),
    save: (code, result, nowMs) =>
      saveRetailerResult(db, code, result, { demo: options.demo, now: new Date(nowMs) }).catch(
        () => false,
      ),
    async spent(slot) {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, SPENT_SETTING));
      const value = row?.value as { slot?: number; spent?: Record<string, number> } | undefined;
      return value?.slot === slot && value.spent ? value.spent : {};
    },
    setPlan: (plan) => writeRefreshPlan(db, plan),
    async setSpent(slot, spent) {
      const value = { slot, spent };
      await db
        .insert(appSettings)
        .values({ key: SPENT_SETTING, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    },
  };
}
