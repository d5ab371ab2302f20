import type { Clock } from "../clock.ts";

/** A clock tests move by hand; `sleep` returns at once and only records how long it was asked. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  readonly sleeps: number[];
}

export function createManualClock(start = Date.UTC(2025, 4, 9, 10)): ManualClock {
  let now = start;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
    },
    advance: (ms) => {
      now += ms;
    },
    sleeps,
  };
}
