import type { Clock } from "./clock.ts";

export type BreakerState = "closed" | "open" | "half_open";

/**
 * closed → open after `failureThreshold` consecutive failures → half-open once `cooldownMs` has
 * passed, letting one trial request through → closed when it succeeds, open again when it fails.
 */
export interface CircuitBreaker {
  /** False while open (or while the half-open trial is out): answer at once, send nothing. */
  tryAcquire(): boolean;
  recordSuccess(): void;
  recordFailure(): void;
  /** The request gave up before an outcome (caller abort): free the trial slot, count nothing. */
  release(): void;
  readonly state: BreakerState;
}

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  clock: Clock;
}

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  let state: BreakerState = "closed";
  let failures = 0;
  let openedAt = 0;
  let trialOut = false;

  const open = () => {
    state = "open";
    openedAt = options.clock.now();
    trialOut = false;
  };
  const cooledDown = () => options.clock.now() - openedAt >= options.cooldownMs;

  return {
    tryAcquire() {
      if (state === "open" && cooledDown()) state = "half_open";
      if (state === "closed") return true;
      if (state === "half_open" && !trialOut) {
        trialOut = true;
        return true;
      }
      return false;
    },
    recordSuccess() {
      if (state === "open") return;
      state = "closed";
      failures = 0;
      trialOut = false;
    },
    recordFailure() {
      if (state === "open") return;
      if (state === "half_open") return open();
      failures++;
      if (failures >= options.failureThreshold) open();
    },
    release() {
      trialOut = false;
    },
    get state() {
      return state === "open" && cooledDown() ? "half_open" : state;
    },
  };
}
