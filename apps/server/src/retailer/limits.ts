/** Every limit of the retailer connector; each can be overridden through `createRetailerClient`. */
export interface RetailerLimits {
  /** One HTTP attempt, from sending to the last byte of the body. */
  requestTimeoutMs: number;
  /** Retries after the first attempt, on network errors, timeouts, 429 and 5xx (never on 404). */
  maxRetries: number;
  /** Full-jitter backoff: retry n waits a random time in [0, min(max, base · 2^(n-1))). */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Requests in flight at once to one host (all countries share www.ikea.com). */
  perHostConcurrency: number;
  /** Consecutive failed look-ups of one country that open its circuit. */
  breakerFailureThreshold: number;
  /** How long an open circuit answers at once before it lets one trial request through. */
  breakerCooldownMs: number;
  /** Products asked of the search API per query. */
  searchSize: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 4_000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_BACKOFF_BASE_MS = 150;
export const DEFAULT_BACKOFF_MAX_MS = 4_000;
export const DEFAULT_PER_HOST_CONCURRENCY = 12;
export const DEFAULT_BREAKER_FAILURE_THRESHOLD = 5;
export const DEFAULT_BREAKER_COOLDOWN_MS = 30_000;
export const DEFAULT_SEARCH_SIZE = 24;

export const DEFAULT_RETAILER_LIMITS: Readonly<RetailerLimits> = Object.freeze({
  requestTimeoutMs: DEFAULT_REQUEST_TIMEOUT_MS,
  maxRetries: DEFAULT_MAX_RETRIES,
  backoffBaseMs: DEFAULT_BACKOFF_BASE_MS,
  backoffMaxMs: DEFAULT_BACKOFF_MAX_MS,
  perHostConcurrency: DEFAULT_PER_HOST_CONCURRENCY,
  breakerFailureThreshold: DEFAULT_BREAKER_FAILURE_THRESHOLD,
  breakerCooldownMs: DEFAULT_BREAKER_COOLDOWN_MS,
  searchSize: DEFAULT_SEARCH_SIZE,
});

/** The real hosts; configuration points the connector elsewhere (the fake retailer) in tests. */
export const RETAILER_PRODUCT_BASE_URL = "https://www.ikea.com";
export const RETAILER_SEARCH_BASE_URL = "https://sik.search.blue.cdtapps.com";
