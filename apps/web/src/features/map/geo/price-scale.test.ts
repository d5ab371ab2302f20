import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binOf, PRICE_COLOURS, priceBins } from "./price-scale";

describe("priceBins", () => {
  it("cuts the range into equal bins, cheapest darkest", () => {
    const bins = priceBins([1000, 2000, 1500, 3000, 2500, 1200]);
    expect(bins.map((b) => [b.fromMinor, b.toMinor])).toEqual([
      [1000, 1400],
      [1400, 1800],
      [1800, 2200],
      [2200, 2600],
      [2600, 3000],
    ]);
    expect(bins.map((b) => b.colour)).toEqual([...PRICE_COLOURS]);
    expect(binOf(1000, bins)?.colour).toBe(PRICE_COLOURS[0]);
    expect(binOf(3000, bins)?.colour).toBe(PRICE_COLOURS[4]);
  });

  it("uses fewer bins for fewer prices, and the palette's ends", () => {
    expect(priceBins([])).toEqual([]);
    expect(priceBins([500, 500])).toEqual([
      { fromMinor: 500, toMinor: 500, colour: PRICE_COLOURS[0] },
    ]);
    expect(priceBins([100, 200]).map((b) => b.colour)).toEqual([
      PRICE_COLOURS[0],
      PRICE_COLOURS[4],
    ]);
  });

  it("puts every price in a bin that holds it", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1 }), (prices) => {
        const bins = priceBins(prices);
        for (const price of prices) {
          const bin = binOf(price, bins)!;
          expect(price).toBeGreaterThanOrEqual(bins[0]!.fromMinor);
          expect(price).toBeLessThanOrEqual(bin.toMinor);
        }
      }),
    );
  });
});
