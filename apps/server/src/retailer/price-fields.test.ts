import { describe, expect, it } from "vitest";
import { minorOrNull, numeralFromParts } from "./price-fields.ts";

describe("numeralFromParts", () => {
  it.each([
    ["7 999", "", 7999],
    ["44", "99", 44.99],
    ["1.299", "00", 1299],
    ["1 049", "50", 1049.5],
  ])("%s + %s → %d", (whole, decimals, expected) => {
    expect(numeralFromParts(whole, decimals)).toBe(expected);
  });

  it("reads no whole part as no price", () => {
    expect(numeralFromParts("", "99")).toBeNull();
    expect(numeralFromParts(undefined, undefined)).toBeNull();
  });
});

describe("minorOrNull", () => {
  it("converts with the currency's minor unit, and keeps null", () => {
    expect(minorOrNull(44.99, "EUR")).toBe(4499);
    expect(minorOrNull(2990, "ISK")).toBe(2990);
    expect(minorOrNull(null, "EUR")).toBeNull();
    expect(minorOrNull(3, null)).toBeNull();
  });
});
