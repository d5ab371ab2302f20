import { basketSummarySchema } from "@frontalier/shared/contracts/identity";
import { priceHistoryResponseSchema } from "@frontalier/shared/contracts/podium";
import {
  countryLowsSchema,
  priceLowBadges,
  priceLowsResponseSchema,
} from "@frontalier/shared/contracts/price-lows";
import { wishlistItemSchema, wishlistResponseSchema } from "@frontalier/shared/contracts/wishlist";
import { priceLowBadges as zodFreeBadges } from "@frontalier/shared/price-lows/badges";
import { describe, expect, it } from "vitest";
import { readPriceHistory, readPriceLows, readWishlist } from "./read-landing-answers";
import { changed, conformsToSchema } from "./reader-conformance";

const history = () => ({
  days: 90,
  series: [
    {
      country: "DE",
      points: [
        {
          observedAt: "2026-11-01T00:00:00.000Z",
          priceMinor: 4999,
          currency: "EUR",
          regularMinor: 5999,
        },
        { observedAt: "2026-11-02T00:00:00.000Z", priceMinor: null, currency: "EUR" },
      ],
    },
    { country: "CH", points: [] },
  ],
});

const historyMinimal = () => ({
  series: [
    {
      country: "DE",
      points: [{ observedAt: "2026-11-02T00:00:00.000Z", priceMinor: 10, currency: "EUR" }],
    },
  ],
});

const lows = () => ({
  countries: [
    {
      country: "BE",
      priceMinor: 4499,
      currency: "EUR",
      since: "2026-11-20T08:00:00.000Z",
      low30Minor: 4999,
      low90Minor: null,
      badges: ["belowLow30", "lowest90"],
      belowLow30Percent: 10,
    },
  ],
});

const lowsMinimal = () => {
  const { belowLow30Percent, ...country } = lows().countries[0]!;
  return { countries: [{ ...country, badges: [] }] };
};

const wishlist = () => ({
  basket: {
    iBasket: 7,
    sIndex: 0,
    sName: "Salon",
    countries: ["BE", "DE"],
    home: "BE",
    shareToken: "abcdefghijklmnopqrstuv",
  },
  items: [
    {
      code: "90253535",
      formattedCode: "902.535.35",
      name: "BILLY",
      typeName: "Bookcase",
      imageUrl: null,
      isDemo: false,
      quantity: 2,
      addedAt: "2026-11-20T08:00:00.000Z",
      tickedAt: null,
    },
  ],
  baskets: [{ iBasket: 7, sIndex: 0, sName: "Salon", currentPaysList: "BE,DE", articleCount: 1 }],
});

const wishlistMinimal = () => {
  const answer = wishlist();
  const { tickedAt, ...item } = answer.items[0]!;
  return { ...answer, items: [item] };
};

describe("readPriceHistory", () => {
  conformsToSchema({
    schema: priceHistoryResponseSchema,
    read: readPriceHistory,
    full: history,
    minimal: historyMinimal,
    shapes: () => [
      [history(), priceHistoryResponseSchema],
      [history().series[0]!, priceHistoryResponseSchema.shape.series.element],
      [
        history().series[0]!.points[0]!,
        priceHistoryResponseSchema.shape.series.element.shape.points.element,
      ],
    ],
    minRefused: 100,
  });

  it("refuses a span of zero days", () => {
    const answer = changed(history(), ["days"], 0);
    expect(() => readPriceHistory(answer)).toThrow(TypeError);
    expect(priceHistoryResponseSchema.safeParse(answer).success).toBe(false);
  });
});

describe("readPriceLows", () => {
  conformsToSchema({
    schema: priceLowsResponseSchema,
    read: readPriceLows,
    full: lows,
    minimal: lowsMinimal,
    shapes: () => [
      [lows(), priceLowsResponseSchema],
      [lows().countries[0]!, countryLowsSchema],
    ],
    minRefused: 100,
  });

  it("checks the badges against the contract's own list", () => {
    expect(zodFreeBadges).toBe(priceLowBadges);
    for (const badge of [...priceLowBadges, "cheapest", "LOWEST90"]) {
      const answer = changed(lows(), ["countries", 0, "badges"], [badge]);
      const parsed = priceLowsResponseSchema.safeParse(answer);
      if (parsed.success) expect(readPriceLows(answer)).toEqual(parsed.data);
      else expect(() => readPriceLows(answer)).toThrow(TypeError);
    }
  });

  it("refuses a percent below the low that is not above zero", () => {
    for (const percent of [0, -5]) {
      const answer = changed(lows(), ["countries", 0, "belowLow30Percent"], percent);
      expect(() => readPriceLows(answer)).toThrow(TypeError);
      expect(priceLowsResponseSchema.safeParse(answer).success).toBe(false);
    }
  });
});

describe("readWishlist", () => {
  conformsToSchema({
    schema: wishlistResponseSchema,
    read: readWishlist,
    full: wishlist,
    minimal: wishlistMinimal,
    shapes: () => [
      [wishlist(), wishlistResponseSchema],
      [wishlist().basket, wishlistResponseSchema.shape.basket],
      [wishlist().items[0]!, wishlistItemSchema],
      [wishlist().baskets[0]!, basketSummarySchema],
    ],
    minRefused: 200,
  });
});
