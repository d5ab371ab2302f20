import { describe, expect, it } from "vitest";
import { createCircuitBreaker } from "./circuit-breaker.ts";
import { createManualClock } from "./testing/manual-clock.ts";

const setup = () => {
  const clock = createManualClock();
  const breaker = createCircuitBreaker({ failureThreshold: 3, cooldownMs: 1_000, clock });
  const fail = (times: number) => {
    for (let i = 0; i < times; i++) {
      expect(breaker.tryAcquire()).toBe(true);
      breaker.recordFailure();
    }
  };
  return { clock, breaker, fail };
};

describe("createCircuitBreaker", () => {
  it("opens after N consecutive failures, not after N failures with a success between", () => {
    const { breaker, fail } = setup();
    fail(2);
    breaker.recordSuccess();
    fail(2);
    expect(breaker.state).toBe("closed");
    fail(1);
    expect(breaker.state).toBe("open");
    expect(breaker.tryAcquire()).toBe(false);
  });

  it("lets one trial through after the cool-down, and closes when it succeeds", () => {
    const { breaker, clock, fail } = setup();
    fail(3);
    clock.advance(999);
    expect(breaker.tryAcquire()).toBe(false);
    clock.advance(1);
    expect(breaker.state).toBe("half_open");
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.state).toBe("closed");
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("opens again, for a full cool-down, when the trial fails", () => {
    const { breaker, clock, fail } = setup();
    fail(3);
    clock.advance(1_000);
    fail(1);
    expect(breaker.state).toBe("open");
    clock.advance(999);
    expect(breaker.tryAcquire()).toBe(false);
    clock.advance(1);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("frees the trial slot of an abandoned request", () => {
    const { breaker, clock, fail } = setup();
    fail(3);
    clock.advance(1_000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.release();
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("ignores late outcomes while open", () => {
    const { breaker, fail } = setup();
    fail(3);
    breaker.recordSuccess();
    expect(breaker.state).toBe("open");
  });
});
