import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toPricePoint } from "./price-points.ts";

describe("toPricePoint", () => {
  it.each([
    [0.3, "EUR", 49],
    [1.3, "EUR", 149],
    [4.7, "EUR", 449],
    [4.9, "EUR", 499],
    [48.2, "EUR", 4799],
    [146, "EUR", 14900],
    [1302, "SEK", 129_900],
    [49_960, "HUF", 4_999_000],
    [29_870, "ISK", 29_890],
    [131_000, "ISK", 130_900],
    [7.2, "ISK", 6],
  ])("%d %s → %d minor units", (major, currency, expected) => {
    expect(toPricePoint(major, currency)).toBe(expected);
  });

  it("stays within 7 % of any amount from 10 up, within 30 % below", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 50_000_000, noNaN: true }), (major) => {
        const point = toPricePoint(major, "EUR") / 100;
        expect(point).toBeGreaterThan(0);
        expect(Math.abs(point - major) / major).toBeLessThan(major >= 10 ? 0.07 : 0.3);
      }),
    );
  });

  it("refuses a price that is not positive", () => {
    expect(() => toPricePoint(0, "EUR")).toThrow(RangeError);
    expect(() => toPricePoint(Number.NaN, "EUR")).toThrow(RangeError);
  });
});
