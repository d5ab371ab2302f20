import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoTimestamp } from "./iso-timestamp.ts";

const toISOString = (epochMs: number) => new Date(epochMs).toISOString();

describe("isoTimestamp", () => {
  it("writes what toISOString writes for any instant of years 0000–9999", () => {
    fc.assert(
      fc.property(fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }), (ms) => {
        expect(isoTimestamp(ms)).toBe(toISOString(ms));
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    ["the epoch", 0],
    ["the last millisecond before it", -1],
    ["a leap day", Date.UTC(2024, 1, 29, 23, 59, 59, 999)],
    ["the day after a century that is not leap", Date.UTC(2100, 2, 1)],
    ["a leap day of a 400th year", Date.UTC(2000, 1, 29, 12)],
    ["the first instant of year 0", -62_167_219_200_000],
    ["a year below 1000", Date.UTC(999, 11, 31, 23, 59, 59, 999)],
    ["the last instant of year 9999", 253_402_300_799_999],
  ])("writes %s as toISOString does", (_name, ms) => {
    expect(isoTimestamp(ms)).toBe(toISOString(ms));
  });

  it("leaves years of five digits and fractions of a millisecond to the Date object", () => {
    expect(isoTimestamp(253_402_300_800_000)).toBe("+010000-01-01T00:00:00.000Z");
    expect(isoTimestamp(-62_167_219_200_001)).toBe("-000001-12-31T23:59:59.999Z");
    expect(isoTimestamp(1.5)).toBe("1970-01-01T00:00:00.001Z");
  });

  it("throws for an instant Date cannot hold, as toISOString does", () => {
    expect(() => isoTimestamp(Number.NaN)).toThrow(RangeError);
    expect(() => isoTimestamp(8.64e15 + 1)).toThrow(RangeError);
  });
});
