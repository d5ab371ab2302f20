import {
  REFRESH_AFTER_TTL_SHARE,
  REFRESH_SLOT_MS,
  refreshPriority,
} from "../apps/server/src/refresh/refresh-budget.ts";
import { refreshMarkets } from "../apps/server/src/refresh/refresh-job.ts";
import { type RefreshRetailer, refreshSlot } from "../apps/server/src/refresh/refresh-slot.ts";
import type { RefreshStore } from "../apps/server/src/refresh/refresh-store.ts";
import { virtualClock } from "../apps/server/src/refresh/virtual-clock.ts";
import { log } from "./lib/log.ts";
import { type Spread, spread } from "./lib/percentiles.ts";
import { REFRESH_TARGET_P95_AGE_HOURS } from "./targets.ts";

const ARTICLES = 10_000;
/** The defaults of RETAILER_REFRESH_PER_HOUR and RETAILER_TTL_HOURS. */
const PER_HOUR = 500;
const TTL_MS = 24 * 3_600_000;
const HOUR = 3_600_000;
/** Before the day, prices were observed at random ages up to three days (podiums opened, feeds). */
const START_AGES_MS = 72 * HOUR;
const DAY_START = Date.parse("2026-11-23T00:00:00Z");

export interface RefreshFigure {
  watched: { articles: number; countries: number; prices: number; watchers: string };
  perHourBudget: number;
  /** Age of every watched price at the end of the day, in hours. */
  ageAtDayEndHours: Spread;
  /** Share of the prices older than the TTL at the start, then at the end of the day. */
  staleShareStart: number;
  staleShareEnd: number;
  requests: { total: number; perCountryPerHourMax: number; perCountryPerHourMin: number };
  simulatedIn: string;
  target: { p95AgeHours: number; perCountryPerHourMax: number };
  pass: boolean;
}

/** A deterministic generator (mulberry32), so every run simulates the same day. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The watched prices in memory, chosen by the same priority as the database's query
 * (`refreshPriority`: the stalest first, 3 h of head start per doubling of watchers; only
 * prices past a quarter of the TTL).
 */
function memoryStore(codes: string[], watchers: number[], observed: Map<string, Float64Array>) {
  let spent: { slot: number; spent: Record<string, number> } = { slot: -1, spent: {} };
  const index = new Map(codes.map((code, i) => [code, i]));
  const store: RefreshStore = {
    async candidates(country, limit, nowMs) {
      const ages = observed.get(country)!;
      const best: { i: number; priority: number }[] = [];
      for (let i = 0; i < codes.length; i++) {
        const age = nowMs - ages[i]!;
        if (age < TTL_MS * REFRESH_AFTER_TTL_SHARE) continue;
        const priority = refreshPriority(age, watchers[i]!);
        if (best.length === limit && priority <= best[best.length - 1]!.priority) continue;
        let at = best.length;
        while (at > 0 && best[at - 1]!.priority < priority) at--;
        best.splice(at, 0, { i, priority });
        if (best.length > limit) best.pop();
      }
      return best.map(({ i }) => ({ code: codes[i]!, isCombination: false }));
    },
    async save(code, result, nowMs) {
      observed.get(result.country)![index.get(code)!] = nowMs;
      return true;
    },
    async spent(slot) {
      return spent.slot === slot ? spent.spent : {};
    },
    async setSpent(slot, value) {
      spent = { slot, spent: { ...value } };
    },
  };
  return store;
}

/**
 * A simulated day of the scheduled refresh (issue 21): 10,000 watched articles × the 30
 * countries at the default budget, the real slot planner and pacing on a virtual clock, the
 * retailer answering at once. Reports the age of every watched price at the day's end and the
 * requests each country got in each hour.
 */
export async function measureRefresh(): Promise<RefreshFigure> {
  const started = performance.now();
  const next = random(21);
  const codes = Array.from({ length: ARTICLES }, (_, i) => String(10_000_000 + i * 7919));
  // Most articles have one watcher, a few many (a long tail, as wishlists go).
  const watchers = codes.map(() => Math.max(1, Math.floor(1 / (next() + 0.02))));
  const observed = new Map(
    refreshMarkets.map((market) => [
      market.country,
      Float64Array.from(codes, () => DAY_START - next() * START_AGES_MS),
    ]),
  );
  const staleShare = (now: number) => {
    let stale = 0;
    for (const ages of observed.values()) for (const at of ages) if (now - at > TTL_MS) stale++;
    return stale / (ARTICLES * refreshMarkets.length);
  };
  const staleShareStart = staleShare(DAY_START);
  const clock = virtualClock(DAY_START);
  const perHour = new Map<string, number>();
  const retailer: RefreshRetailer = {
    async fetchOffer(_code, market) {
      const key = `${market.country} ${Math.floor((clock.now() - DAY_START) / HOUR)}`;
      perHour.set(key, (perHour.get(key) ?? 0) + 1);
      return { country: market.country, status: "ok", elapsedMs: 0 };
    },
    breakerState: () => "closed",
    heldUntil: () => 0,
  };
  const store = memoryStore(codes, watchers, observed);
  const slots = (24 * HOUR) / REFRESH_SLOT_MS;
  for (let slot = 0; slot < slots; slot++) {
    // The job's cron fires at the slot's start; a worker picks it up a moment later.
    clock.set(DAY_START + slot * REFRESH_SLOT_MS + 2_000);
    await refreshSlot({ store, retailer, markets: refreshMarkets, perHour: PER_HOUR, clock });
    if (slot % 48 === 47) log(`refresh: ${(slot + 1) / 12} h simulated`);
  }
  const dayEnd = DAY_START + 24 * HOUR;
  const ages: number[] = [];
  for (const countryAges of observed.values()) {
    for (const at of countryAges) ages.push((dayEnd - at) / HOUR);
  }
  const hourly = refreshMarkets.flatMap((market) =>
    Array.from({ length: 24 }, (_, hour) => perHour.get(`${market.country} ${hour}`) ?? 0),
  );
  const ageAtDayEndHours = spread(ages);
  const perCountryPerHourMax = Math.max(...hourly);
  return {
    watched: {
      articles: ARTICLES,
      countries: refreshMarkets.length,
      prices: ARTICLES * refreshMarkets.length,
      watchers: `1 to ${Math.max(...watchers)} per article, median ${spread(watchers).p50}`,
    },
    perHourBudget: PER_HOUR,
    ageAtDayEndHours,
    staleShareStart: Math.round(staleShareStart * 1000) / 1000,
    staleShareEnd: Math.round(staleShare(dayEnd) * 1000) / 1000,
    requests: {
      total: hourly.reduce((sum, n) => sum + n, 0),
      perCountryPerHourMax,
      perCountryPerHourMin: Math.min(...hourly),
    },
    simulatedIn: `${Math.round(performance.now() - started)} ms`,
    target: { p95AgeHours: REFRESH_TARGET_P95_AGE_HOURS, perCountryPerHourMax: PER_HOUR },
    pass: ageAtDayEndHours.p95 <= REFRESH_TARGET_P95_AGE_HOURS && perCountryPerHourMax <= PER_HOUR,
  };
}

// `node --import tsx bench/refresh.ts` measures this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  measureRefresh().then(
    (figure) => process.stdout.write(`${JSON.stringify({ refresh: figure }, null, 2)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
