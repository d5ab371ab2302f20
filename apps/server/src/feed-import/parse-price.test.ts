import { describe, expect, it } from "vitest";
import { parseGroupedAmount, parsePlainDecimal, parsePriceText } from "./parse-price.ts";

describe("parsePlainDecimal", () => {
  it.each([
    ["265.0", 265],
    ["1785.5", 1785.5],
    [" 13.99 ", 13.99],
    ["6195", 6195],
  ])("%s → %s", (text, expected) => expect(parsePlainDecimal(text)).toBe(expected));

  it.each(["", "abc", "1,5", "-3", "1.", ".5", "1e3", "NaN"])("refuses %j", (text) =>
    expect(parsePlainDecimal(text)).toBeNull(),
  );
});

describe("parseGroupedAmount", () => {
  it.each([
    ["6.195", ".", 6195],
    ["12.098", ".", 12098],
    ["799", ".", 799],
    ["1.234.567", ".", 1234567],
    ["6.195,50", ".", 6195.5],
    ["199,-", ".", 199],
    ["12 999", ".", 12999],
    ["1,050", ",", 1050],
    ["1,050.25", ",", 1050.25],
    ["95", ",", 95],
  ] as const)("%s (groups %s) → %s", (text, group, expected) =>
    expect(parseGroupedAmount(text, group)).toBe(expected),
  );

  it.each([
    ["1,05", ","],
    ["6.19", "."],
    ["1.050.5", "."],
    ["", "."],
    ["1,,050", ","],
  ] as const)("refuses %j (groups %s)", (text, group) =>
    expect(parseGroupedAmount(text, group)).toBeNull(),
  );
});

describe("parsePriceText", () => {
  it.each([
    ["6.195 NOK", ".", { amount: 6195, currency: "NOK" }],
    ["Dhs 1,050", ",", { amount: 1050, currency: "AED" }],
    ["SR 2,375", ",", { amount: 2375, currency: "SAR" }],
    ["199,- kr", ".", { amount: 199, currency: null }],
    ["1.299", ".", { amount: 1299, currency: null }],
    ["€ 44.99", ",", { amount: 44.99, currency: "EUR" }],
  ] as const)("%s", (text, group, expected) =>
    expect(parsePriceText(text, group)).toEqual(expected),
  );

  it("tells an unknown sign from a bad amount", () => {
    expect(parsePriceText("Fr. 12", ",")).toEqual({ error: "currency", sign: "Fr." });
    expect(parsePriceText("No old price", ",")).toEqual({ error: "amount" });
    expect(parsePriceText("NOK 12 NOK", ",")).toEqual({ error: "amount" });
    expect(parsePriceText("", ",")).toEqual({ error: "amount" });
  });
});
