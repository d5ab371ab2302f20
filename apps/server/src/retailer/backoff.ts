/**
 * "Full jitter" (AWS Architecture Blog, Exponential Backoff and Jitter): retry `n` (1-based)
 * waits a uniformly random time below min(max, base · 2^(n-1)), which spreads the retries of a
 * fan-out instead of sending them back in one burst.
 */
export function backoffDelayMs(
  retry: number,
  limits: { backoffBaseMs: number; backoffMaxMs: number },
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(limits.backoffMaxMs, limits.backoffBaseMs * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}

/** RFC 9110 §10.2.3: Retry-After is either seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
