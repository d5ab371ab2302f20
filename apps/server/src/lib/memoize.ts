/**
 * The last value of an async function, kept for `maxAgeMs`; concurrent callers share one call,
 * and a failed call is not kept.
 */
export function memoize<T>(load: () => Promise<T>, maxAgeMs: number, now: () => number = Date.now) {
  let value: { at: number; promise: Promise<T> } | null = null;
  return (): Promise<T> => {
    if (value && now() - value.at < maxAgeMs) return value.promise;
    const promise = load();
    const entry = { at: now(), promise };
    value = entry;
    promise.catch(() => {
      if (value === entry) value = null;
    });
    return promise;
  };
}
