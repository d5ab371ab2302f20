import { describe, expect, it } from "vitest";
import type { RateTable } from "./money";
import { type CountryOffer, rankPodium } from "./podium";

const rates: RateTable = {
  date: "2025-05-09",
  source: "ECB",
  perEuro: { CHF: 0.9353, SEK: 10.92 },
};

const offer = (
  country: string,
  priceMinor: number | null,
  currency = "EUR",
  availability: CountryOffer["availability"] = "online",
): CountryOffer => ({
  country,
  priceMinor,
  currency,
  availability,
  observedAt: "2026-11-20T10:00:00.000Z",
  productUrl: `https://www.ikea.com/${country.toLowerCase()}/`,
});

describe("podium ranking", () => {
  const ranked = rankPodium({
    countries: ["FR", "BE", "DE", "CH", "SE", "NL", "LU"],
    home: "FR",
    currency: "EUR",
    rates,
    offers: [
      offer("FR", 4999),
      offer("BE", 5499),
      offer("DE", 4499),
      offer("CH", 4681, "CHF"),
      offer("SE", 54_589, "SEK"),
      offer("NL", null, "EUR", "not_sold"),
    ],
    pending: new Set(["LU"]),
  });

  it("ranks converted prices cheapest first and lists the others last, in the shopper's order", () => {
    expect(ranked.map((e) => [e.country, e.rank])).toEqual([
      ["DE", 1],
      ["FR", 2],
      ["SE", 2],
      ["CH", 4],
      ["BE", 5],
      ["NL", null],
      ["LU", null],
    ]);
  });

  it("converts to the shopper's currency with the rate date", () => {
    const ch = ranked.find((e) => e.country === "CH")!;
    expect(ch.local).toEqual({ amountMinor: 4681, currency: "CHF" });
    expect(ch.converted).toMatchObject({
      amountMinor: 5005,
      currency: "EUR",
      rateDate: "2025-05-09",
    });
  });

  it("gives every country its saving or extra cost against home", () => {
    const de = ranked.find((e) => e.country === "DE")!;
    expect(de.vsHome).toEqual({ amountMinor: -500, percent: -10 });
    expect(ranked.find((e) => e.country === "BE")!.vsHome).toEqual({
      amountMinor: 500,
      percent: 10,
    });
    expect(ranked.find((e) => e.isHome)!.vsHome).toBeNull();
  });

  it("says why a country has no price", () => {
    expect(ranked.find((e) => e.country === "NL")!.reason).toBe("not_sold");
    expect(ranked.find((e) => e.country === "LU")!.reason).toBe("pending");
  });

  it("compares a price whose stock is unknown", () => {
    const [entry] = rankPodium({
      countries: ["FR"],
      home: "FR",
      currency: "EUR",
      rates,
      offers: [offer("FR", 100, "EUR", "unknown")],
    });
    expect(entry).toMatchObject({ rank: 1, reason: null });
  });

  it("reports a missing exchange rate", () => {
    const [entry] = rankPodium({
      countries: ["PL"],
      home: "FR",
      currency: "EUR",
      rates,
      offers: [offer("PL", 19_900, "PLN")],
    });
    expect(entry).toMatchObject({ country: "PL", rank: null, reason: "no_rate" });
  });

  it("has no saving when home has no price", () => {
    const entries = rankPodium({
      countries: ["FR", "DE"],
      home: "FR",
      currency: "EUR",
      rates,
      offers: [offer("DE", 100)],
    });
    expect(entries[0]).toMatchObject({ country: "DE", rank: 1, vsHome: null });
  });
});
