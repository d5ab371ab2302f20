import { describe, expect, it } from "vitest";
import { isRetryableStatus, retriesFor, retryDelayMs } from "./retry-policy";

describe("retry policy (spec §7)", () => {
  it("retries only 408, 409, 425, 429, 500, 502, 503, 504", () => {
    const retried = Array.from({ length: 500 }, (_, i) => i + 100).filter(isRetryableStatus);
    expect(retried).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("gives writes (%s) no retry", (method) => {
    expect(retriesFor(method)).toBe(0);
  });

  it.each(["GET", "HEAD", "OPTIONS"])("gives %s one retry", (method) => {
    expect(retriesFor(method)).toBe(1);
  });

  it("never retries the session fetch", () => {
    expect(retriesFor("GET", { noRetry: true })).toBe(0);
  });

  it("honours Retry-After, capped, and backs off otherwise", () => {
    expect(retryDelayMs(1, "2")).toBe(2000);
    expect(retryDelayMs(1, "3600")).toBe(10_000);
    expect(retryDelayMs(1)).toBe(250);
    expect(retryDelayMs(2)).toBe(500);
    expect(retryDelayMs(10)).toBe(2000);
    expect(retryDelayMs(1, "soon")).toBe(250);
  });
});
