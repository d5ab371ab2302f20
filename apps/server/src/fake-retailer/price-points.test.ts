import { describe, expect, it } from "vitest";
import { toPricePoint } from "./price-points.ts";

describe("toPricePoint", () => {
  it.each([
    [44.37, "EUR", "charm", 43.99],
    [44.62, "EUR", "round", 45],
    [0.4, "EUR", "charm", 1.99],
    [1499.6, "GBP", "charm", 1499.99],
    [453.2, "SEK", "charm", 449],
    [453.2, "SEK", "round", 450],
    [1296, "NOK", "charm", 1299],
    [3, "DKK", "charm", 9],
    [2951, "HUF", "charm", 2990],
    [24_930, "ISK", "round", 24_900],
  ] as const)("%d %s (%s) → %d", (amount, currency, ending, expected) => {
    expect(toPricePoint(amount, currency, ending)).toBe(expected);
  });
});
