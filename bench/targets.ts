/** 100 KiB of gzipped JavaScript on a first visit of `/` (issue 18, decisions 003 and 025). */
export const INITIAL_JS_TARGET_GZIP_BYTES = 102_400;

export const PERFORMANCE_TARGET_SCORE = 0.95;

export const ACCESSIBILITY_TARGET_SCORE = 1;

/** Lighthouse mobile on a podium, the page most shoppers land on (issue 19), beside `/`. */
export const PODIUM_PAGE_PERFORMANCE_TARGET_SCORE = 0.95;
export const PODIUM_PAGE_ACCESSIBILITY_TARGET_SCORE = 1;

/** Podium on cached data: app rps / bare Fastify rps, and the app's p99 at 50 connections. */
export const PODIUM_TARGET_RATIO = 0.3;
export const PODIUM_TARGET_P99_MS = 20;

/** Live fan-out to 30 countries (200 ms retailer, 5 % failures), judged on the p95. */
export const FAN_OUT_TARGET_FIRST_MS = 400;
export const FAN_OUT_TARGET_COMPLETE_MS = 1500;

/** Name search at 100,000 articles, p99 over sequential queries. */
export const SEARCH_TARGET_P99_MS = 30;

/** Feed import into PostgreSQL: throughput, and peak RSS at 200k rows against 50k rows. */
export const IMPORT_TARGET_ROWS_PER_S = 20_000;
export const IMPORT_TARGET_RSS_GROWTH = 1.25;

/** PDF import: a 20-page, 400-line list through the API (p95), and `/api/health` p99 meanwhile. */
export const PDF_IMPORT_TARGET_MS = 500;
export const PDF_IMPORT_HEALTH_P99_MS = 50;

/** Scanner decode of a noisy 1280×720 frame: median time, and how much faster than jsQR. */
export const SCANNER_TARGET_NOISY_MEDIAN_MS = 15;
export const SCANNER_TARGET_JSQR_SPEEDUP = 30;

/** Wishlist of 500 articles × 30 countries, in-process p95: the whole comparison; the k = 3 plan. */
export const BASKET_COMPARISON_TARGET_P95_MS = 50;
export const BASKET_PLAN_K3_TARGET_P95_MS = 100;
/** Issue 25: the same comparison through the endpoint, in true costs for a Swiss shopper. */
export const BASKET_TRUE_COST_TARGET_P95_MS = 50;

/** Map (issue 8): JS + shapes of a visit of /map (gzip), first render of 430 stores, Lighthouse. */
export const MAP_TARGET_JS_GZIP_BYTES = 250 * 1024;
export const MAP_TARGET_FIRST_RENDER_MS = 100;
export const MAP_TARGET_PERFORMANCE_SCORE = 0.9;

/** Scheduled refresh (issue 21): 10,000 watched articles × 30 countries, a simulated day at the
 * default budget; p95 age of a watched price at the day's end. */
export const REFRESH_TARGET_P95_AGE_HOURS = 24;
