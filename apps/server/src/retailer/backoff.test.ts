import { describe, expect, it } from "vitest";
import { backoffDelayMs, retryAfterMs } from "./backoff.ts";

const limits = { backoffBaseMs: 100, backoffMaxMs: 1_000 };

describe("backoffDelayMs", () => {
  it("draws below a ceiling that doubles per retry up to the maximum", () => {
    const highest = (retry: number) => backoffDelayMs(retry, limits, () => 0.999_999);
    expect([1, 2, 3, 4, 5, 6].map(highest)).toEqual([99, 199, 399, 799, 999, 999]);
    expect(backoffDelayMs(3, limits, () => 0)).toBe(0);
  });

  it("spreads the delays (full jitter)", () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelayMs(4, limits)));
    expect(delays.size).toBeGreaterThan(10);
    for (const d of delays) expect(d).toBeLessThan(800);
  });
});

describe("retryAfterMs", () => {
  const now = Date.UTC(2025, 4, 9, 10);
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3", now)).toBe(3_000);
    expect(retryAfterMs(new Date(now + 5_000).toUTCString(), now)).toBe(5_000);
    expect(retryAfterMs(new Date(now - 5_000).toUTCString(), now)).toBe(0);
  });
  it("ignores nothing or nonsense", () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("soon", now)).toBeNull();
  });
});
