import {
  type BasketLine,
  type BasketPlanInput,
  compareBasket,
  planBasket,
} from "../packages/shared/src/basket-plan.ts";
import { log } from "./lib/log.ts";
import { type Spread, spread } from "./lib/percentiles.ts";
import { BASKET_COMPARISON_TARGET_P95_MS, BASKET_PLAN_K3_TARGET_P95_MS } from "./targets.ts";

const ARTICLES = 500;
const COUNTRIES = 30;
const RUNS = 50;
const WARMUP_RUNS = 5;
/** Share of (article, country) prices left out abroad: not sold or not known there. */
const MISSING_SHARE = 0.1;

export interface BasketPlanFigure {
  basket: { articles: number; countries: number; missingShare: number; travel: string };
  runs: number;
  /** compareBasket with k = 3: totals, missing, best single, split and the k = 3 plan. */
  comparisonMs: Spread;
  planK3Ms: Spread;
  /** Not gated: k = 4 is allowed and should stay usable. */
  planK4Ms: Spread;
  planK3: { countries: string[]; totalMinor: number; savingPercent: number | null };
  target: { comparisonP95Ms: number; planK3P95Ms: number };
  pass: boolean;
}

/** Mulberry32: the same basket on every run and every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Prices within ±20 % of a base price per article, with a price level per country. */
function generateBasket(maxCountries: number): BasketPlanInput {
  const next = random(5);
  const countries = Array.from({ length: COUNTRIES }, (_, i) => `C${String(i).padStart(2, "0")}`);
  const level = countries.map(() => 0.9 + next() * 0.25);
  const items: BasketLine[] = Array.from({ length: ARTICLES }, (_, i) => {
    const base = 500 + Math.floor(next() * 50_000);
    const prices: Record<string, number> = {};
    countries.forEach((country, c) => {
      // Home sells everything, so that the plan has a saving to show.
      if (c > 0 && next() < MISSING_SHARE) return;
      prices[country] = Math.round(base * level[c]! * (0.9 + next() * 0.2));
    });
    return { code: String(10_000_000 + i), quantity: 1 + Math.floor(next() * 4), prices };
  });
  const distanceKm = Object.fromEntries(countries.map((country) => [country, 5 + next() * 1500]));
  return {
    items,
    countries,
    home: countries[0]!,
    travel: { kind: "distance", perKmMinor: 25, distanceKm },
    maxCountries,
  };
}

function time(run: () => unknown): Spread {
  for (let i = 0; i < WARMUP_RUNS; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return spread(times);
}

/**
 * Issue 5: the comparison and the plan are pure functions, so they are timed in-process (no
 * HTTP, no database), as the server calls them once the prices are converted.
 */
export async function measureBasketPlan(): Promise<BasketPlanFigure> {
  const k3 = generateBasket(3);
  const k4 = generateBasket(4);
  const comparisonMs = time(() => compareBasket(k3));
  const planK3Ms = time(() => planBasket(k3));
  const planK4Ms = time(() => planBasket(k4));
  log(`basketPlan: comparison p95 ${comparisonMs.p95} ms, k=3 plan p95 ${planK3Ms.p95} ms`);
  const plan = planBasket(k3)!;
  return {
    basket: {
      articles: ARTICLES,
      countries: COUNTRIES,
      missingShare: MISSING_SHARE,
      travel: "distance, 25 minor units/km, 5–1500 km",
    },
    runs: RUNS,
    comparisonMs,
    planK3Ms,
    planK4Ms,
    planK3: {
      countries: plan.stops.map((stop) => stop.country),
      totalMinor: plan.totalMinor,
      savingPercent: plan.saving?.percent ?? null,
    },
    target: {
      comparisonP95Ms: BASKET_COMPARISON_TARGET_P95_MS,
      planK3P95Ms: BASKET_PLAN_K3_TARGET_P95_MS,
    },
    pass:
      comparisonMs.p95 <= BASKET_COMPARISON_TARGET_P95_MS &&
      planK3Ms.p95 <= BASKET_PLAN_K3_TARGET_P95_MS,
  };
}
