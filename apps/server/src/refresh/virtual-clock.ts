import type { Clock } from "../retailer/clock.ts";

/**
 * A clock for tests and the bench: time moves only when everyone waiting sleeps, straight to the
 * earliest wake-up, so a simulated day of paced requests runs in seconds and in order.
 */
export interface VirtualClock extends Clock {
  set(ms: number): void;
}

export function virtualClock(startMs: number): VirtualClock {
  let now = startMs;
  const sleepers: { at: number; seq: number; wake: () => void }[] = [];
  let seq = 0;
  let scheduled = false;
  // One wake-up per turn of the event loop: the woken task runs up to its next wait (a request
  // sent, a sleep) before time moves on for the next one.
  const tick = () => {
    scheduled = false;
    sleepers.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const first = sleepers.shift();
    if (!first) return;
    now = Math.max(now, first.at);
    first.wake();
    if (sleepers.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(tick);
  };
  return {
    now: () => now,
    sleep(ms, signal) {
      if (signal?.aborted) return Promise.reject(new Error("aborted"));
      return new Promise<void>((resolve) => {
        sleepers.push({ at: now + Math.max(0, ms), seq: seq++, wake: resolve });
        schedule();
      });
    },
    set(ms) {
      now = ms;
    },
  };
}
