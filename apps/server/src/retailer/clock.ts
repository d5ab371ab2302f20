import { setTimeout as delay } from "node:timers/promises";

/**
 * Time as the connector sees it: `now` for circuit cool-downs, elapsed times and `observedAt`,
 * `sleep` for backoff. Request timeouts stay on real timers: they guard real sockets.
 */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    await delay(ms, undefined, signal ? { signal } : undefined);
  },
};
