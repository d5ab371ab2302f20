import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance";

const paris = { lat: 48.8566, lon: 2.3522 };
const brussels = { lat: 50.8503, lon: 4.3517 };

describe("distanceKm", () => {
  it("measures as the crow flies", () => {
    expect(Math.round(distanceKm(paris, brussels))).toBe(264);
    expect(distanceKm(paris, paris)).toBe(0);
    // Half the equator.
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it("is the same both ways", () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lon: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
      }),
    );
  });
});
