import { searchFragments } from "./lib/bench-catalogue.ts";
import type { Catalogue } from "./lib/catalogue-server.ts";
import { loadPaths, type PathLoadResult } from "./lib/load-paths.ts";
import { log } from "./lib/log.ts";
import { type Spread, spread } from "./lib/percentiles.ts";
import { explainSearch, type SearchPlan } from "./search-diagnosis.ts";
import { SEARCH_TARGET_P99_MS } from "./targets.ts";

const QUERIES = 2000;
const WARMUP_QUERIES = 200;
const CONCURRENT_CONNECTIONS = 10;
const CONCURRENT_DURATION_S = 10;
const SLOWEST_SHOWN = 5;

interface Timed {
  fragment: string;
  ms: number;
  status: number;
  items: number;
}

export interface SearchFigure {
  articles: number;
  /** 3 to 8 consecutive letters of a word of some article's name. */
  queries: number;
  sequentialMs: Spread;
  /** Queries that found nothing: should be 0, every fragment comes from a name. */
  zeroResults: number;
  non2xx: number;
  slowest: Omit<Timed, "status">[];
  concurrent: PathLoadResult & { connections: number; durationS: number };
  target: { p99Ms: number };
  pass: boolean;
  /** EXPLAIN ANALYZE of the slowest queries, only when the target is missed. */
  diagnosis?: SearchPlan[] | { error: string };
}

/** `GET /api/articles?q=…` one query at a time, then 10 connections at once. */
export async function measureSearch(catalogue: Catalogue): Promise<SearchFigure> {
  const { origin } = catalogue.server;
  const fragments = searchFragments(catalogue.articles.searchName, QUERIES + WARMUP_QUERIES);
  const pathOf = (fragment: string) => `/api/articles?q=${encodeURIComponent(fragment)}`;

  log(`search: ${QUERIES} sequential queries`);
  const warmup = fragments.slice(QUERIES);
  for (const fragment of warmup) await timedSearch(origin, pathOf(fragment), fragment);
  const timed: Timed[] = [];
  for (const fragment of fragments.slice(0, QUERIES)) {
    timed.push(await timedSearch(origin, pathOf(fragment), fragment));
  }

  const concurrent = await loadPaths({
    origin,
    paths: fragments.map(pathOf),
    connections: CONCURRENT_CONNECTIONS,
    durationS: CONCURRENT_DURATION_S,
    warmupS: 0,
    name: "search",
  });

  const sequentialMs = spread(timed.map((query) => query.ms));
  const non2xx = timed.filter((query) => query.status < 200 || query.status > 299).length;
  const slowest = [...timed]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_SHOWN)
    .map(({ fragment, ms, items }) => ({ fragment, ms: Math.round(ms * 10) / 10, items }));
  const pass = sequentialMs.p99 <= SEARCH_TARGET_P99_MS && non2xx === 0;
  const figure: SearchFigure = {
    articles: catalogue.seed.articles,
    queries: QUERIES,
    sequentialMs,
    zeroResults: timed.filter((query) => query.items === 0).length,
    non2xx,
    slowest,
    concurrent: {
      ...concurrent,
      connections: CONCURRENT_CONNECTIONS,
      durationS: CONCURRENT_DURATION_S,
    },
    target: { p99Ms: SEARCH_TARGET_P99_MS },
    pass,
  };
  if (!pass) {
    figure.diagnosis = await explainSearch(
      catalogue.database.url,
      slowest.slice(0, 3).map((query) => query.fragment),
    ).catch((error: unknown) => ({
      error: error instanceof Error ? error.message : String(error),
    }));
  }
  return figure;
}

async function timedSearch(origin: string, path: string, fragment: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(5000) });
  const body = (await response.json()) as { items?: unknown[] };
  return {
    fragment,
    ms: performance.now() - started,
    status: response.status,
    items: body.items?.length ?? 0,
  };
}
