/** Spec §7: only these statuses are retried. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

const WRITE_METHODS: ReadonlySet<string> = new Set(["PATCH", "POST", "PUT", "DELETE"]);

/** Spec §7: writes get 0 retries, other methods 1, and the session fetch none. */
export function retriesFor(method: string, options: { noRetry?: boolean } = {}): number {
  if (options.noRetry) return 0;
  return WRITE_METHODS.has(method.toUpperCase()) ? 0 : 1;
}

export const isRetryableStatus = (status: number): boolean => RETRYABLE_STATUSES.has(status);

/** Delay before retry `attempt` (1-based): honours Retry-After when the server gives one. */
export function retryDelayMs(attempt: number, retryAfterHeader?: string | null): number {
  if (retryAfterHeader) {
    const seconds = Number(retryAfterHeader);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 10_000);
  }
  return Math.min(250 * 2 ** (attempt - 1), 2_000);
}
