/** How old a database check may be before a health request runs a new one. */
export const DB_STATUS_MAX_AGE_MS = 1000;

/**
 * Health checks arrive from every load balancer and uptime probe at once: one ping answers all of
 * them for up to a second, and concurrent requests share the ping in flight.
 */
export function databaseStatus(
  ping: () => Promise<void>,
  onFailure: (error: unknown) => void,
  now: () => number = Date.now,
): () => Promise<boolean> {
  let last: { at: number; ok: boolean } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return () => {
    if (last && now() - last.at < DB_STATUS_MAX_AGE_MS) return Promise.resolve(last.ok);
    inFlight ??= ping()
      .then(
        () => true,
        (error: unknown) => {
          onFailure(error);
          return false;
        },
      )
      .then((ok) => {
        last = { at: now(), ok };
        inFlight = null;
        return ok;
      });
    return inFlight;
  };
}
