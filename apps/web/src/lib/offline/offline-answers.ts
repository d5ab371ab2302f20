/**
 * What the service worker says of an answer it took from its copy because the network failed
 * (decision 041): the time the copy was fetched, in milliseconds since the epoch.
 */
export const FETCHED_AT_HEADER = "x-frontalier-fetched-at";

let oldestFetchedAt: number | null = null;
const listeners = new Set<() => void>();

/** Notes an answer the service worker served from its copy; called by `call` for every answer. */
export function noteAnswer(response: Pick<Response, "headers">): void {
  const value = Number(response.headers.get(FETCHED_AT_HEADER));
  if (!Number.isFinite(value) || value <= 0) return;
  if (oldestFetchedAt !== null && oldestFetchedAt <= value) return;
  oldestFetchedAt = value;
  for (const listener of listeners) listener();
}

/** The oldest copy shown since the connection was last back, or null when none was. */
export const getOldestFetchedAt = (): number | null => oldestFetchedAt;

/** Back online: what is shown next comes from the network again. */
export function forgetOfflineAnswers(): void {
  if (oldestFetchedAt === null) return;
  oldestFetchedAt = null;
  for (const listener of listeners) listener();
}

export function subscribeOfflineAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
