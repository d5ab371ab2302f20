import type { ComparisonResponse } from "@frontalier/shared/contracts/wishlist";
import { describe, expect, it } from "vitest";
import { readComparison } from "./comparison-api";

const answer = (prices: ComparisonResponse["prices"]): ComparisonResponse =>
  ({
    currency: "CHF",
    rates: { date: "2026-11-20", source: "ecb" },
    home: "CH",
    distancesKm: {},
    stores: {},
    priceCountries: ["CH", "DE", "SE"],
    localCurrencies: ["CHF", "EUR", "SEK"],
    prices,
    comparison: {} as ComparisonResponse["comparison"],
  }) satisfies ComparisonResponse;

describe("readComparison", () => {
  it("keys each article's prices by country, with the country's currency for the local price", () => {
    const read = readComparison(
      answer([{ code: "80275887", converted: [8990, 7410, null], local: [8990, 7999, null] }]),
    );
    expect(read.prices).toEqual([
      {
        code: "80275887",
        converted: { CH: 8990, DE: 7410 },
        local: {
          CH: { amountMinor: 8990, currency: "CHF" },
          DE: { amountMinor: 7999, currency: "EUR" },
        },
        regular: {},
      },
    ]);
    expect(read).not.toHaveProperty("priceCountries");
    expect(read.home).toBe("CH");
  });

  it("keeps a converted price whose local price is not known (another currency)", () => {
    const read = readComparison(
      answer([{ code: "00263850", converted: [null, 5200, 6100], local: [null, null, 69_900] }]),
    );
    expect(read.prices[0]?.converted).toEqual({ DE: 5200, SE: 6100 });
    expect(read.prices[0]?.local).toEqual({ SE: { amountMinor: 69_900, currency: "SEK" } });
  });

  it("keys the regular price of a reduced one by country", () => {
    const read = readComparison(
      answer([
        {
          code: "80275887",
          converted: [8990, 7410, null],
          local: [8990, 7999, null],
          regular: [null, 8900, null],
        },
      ]),
    );
    expect(read.prices[0]?.regular).toEqual({ DE: 8900 });
  });
});
