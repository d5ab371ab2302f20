import { describe, expect, it } from "vitest";
import type { RateTable } from "./money";
import { type CountryOffer, podiumVerdict, rankPodium } from "./podium";

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

  it("keeps the regular price beside a reduced one, in its currency, and ranks on the price paid", () => {
    const [first, second, third] = rankPodium({
      countries: ["FR", "CH", "DE"],
      home: "FR",
      currency: "EUR",
      rates,
      offers: [
        { ...offer("FR", 4999), regularPriceMinor: 5999 },
        { ...offer("CH", 4000, "CHF"), regularPriceMinor: 4681 },
        // A "regular" price not above the price paid is no reduction.
        { ...offer("DE", 5500), regularPriceMinor: 5500 },
      ],
    });
    expect(first).toMatchObject({
      country: "CH",
      rank: 1,
      regular: { amountMinor: 4681, currency: "CHF" },
    });
    expect(second).toMatchObject({
      country: "FR",
      regular: { amountMinor: 5999, currency: "EUR" },
    });
    expect(third).toMatchObject({ country: "DE", regular: null });
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

describe("podium verdict", () => {
  const verdictOf = (
    countries: string[],
    home: string,
    offers: CountryOffer[],
    pending?: ReadonlySet<string>,
  ) => podiumVerdict(rankPodium({ countries, home, currency: "EUR", rates, offers, pending }));

  it("names the cheapest country and the saving against home, in euros and percent", () => {
    expect(
      verdictOf(["BE", "FR", "DE"], "BE", [
        offer("BE", 150_000),
        offer("FR", 120_000),
        offer("DE", 96_000),
      ]),
    ).toEqual({
      kind: "save",
      country: "DE",
      home: "BE",
      amountMinor: 54_000,
      percent: 36,
      priceMinor: 96_000,
      homePriceMinor: 150_000,
      currency: "EUR",
      tiedWith: [],
    });
  });

  it("converts before comparing: a cheaper price in francs wins over a dearer one in euros", () => {
    const verdict = verdictOf(["FR", "CH"], "FR", [offer("FR", 5100), offer("CH", 4681, "CHF")]);
    expect(verdict).toMatchObject({ kind: "save", country: "CH", amountMinor: 95 });
  });

  it("says home is the cheapest when it is", () => {
    expect(verdictOf(["DE", "BE"], "BE", [offer("BE", 900), offer("DE", 1000)])).toEqual({
      kind: "home",
      home: "BE",
      amountMinor: 900,
      currency: "EUR",
      tiedWith: [],
    });
  });

  it("puts home first on a tie, even when the shopper listed it later", () => {
    const offers = [offer("DE", 900), offer("ES", 900), offer("BE", 900), offer("FR", 1200)];
    const ranked = rankPodium({
      countries: ["FR", "DE", "ES", "BE"],
      home: "BE",
      currency: "EUR",
      rates,
      offers,
    });
    expect(ranked.map((e) => [e.country, e.rank])).toEqual([
      ["BE", 1],
      ["DE", 1],
      ["ES", 1],
      ["FR", 4],
    ]);
    expect(podiumVerdict(ranked)).toMatchObject({
      kind: "home",
      home: "BE",
      tiedWith: ["DE", "ES"],
    });
  });

  it("on a tie abroad, names the first country of the shopper's list and the others as equal", () => {
    const verdict = verdictOf(["FR", "ES", "DE", "IT"], "FR", [
      offer("FR", 1000),
      offer("ES", 800),
      offer("DE", 800),
      offer("IT", 850),
    ]);
    expect(verdict).toMatchObject({
      kind: "save",
      country: "ES",
      tiedWith: ["DE"],
      amountMinor: 200,
    });
  });

  it("without a price at home, names the cheapest country and which home had none", () => {
    expect(
      verdictOf(["FR", "DE", "ES"], "FR", [
        offer("FR", null, "EUR", "not_sold"),
        offer("DE", 700),
        offer("ES", 650),
      ]),
    ).toEqual({
      kind: "noHomePrice",
      country: "ES",
      home: "FR",
      amountMinor: 650,
      currency: "EUR",
      tiedWith: [],
    });
  });

  it("with one priced country, says whether it is home", () => {
    expect(verdictOf(["FR", "DE"], "FR", [offer("DE", 700)])).toEqual({
      kind: "onlyOne",
      country: "DE",
      isHome: false,
      amountMinor: 700,
      currency: "EUR",
    });
    expect(verdictOf(["FR", "DE"], "FR", [offer("FR", 700)])).toMatchObject({
      kind: "onlyOne",
      country: "FR",
      isHome: true,
    });
  });

  it("with no price anywhere, waits for the look-ups or says there is none", () => {
    expect(verdictOf(["FR", "DE"], "FR", [], new Set(["DE"]))).toEqual({ kind: "pending" });
    expect(verdictOf(["FR", "DE"], "FR", [offer("FR", null, "EUR", "not_sold")])).toEqual({
      kind: "none",
    });
  });
});

describe("podium for a shopper carrying purchases home (issue 25)", () => {
  const input = {
    countries: ["CH", "DE", "LU"],
    home: "CH",
    currency: "CHF",
    rates,
    offers: [offer("CH", 21_000, "CHF"), offer("DE", 20_000), offer("LU", 19_900)],
  };

  it("ranks by shelf price when the shopper does not carry purchases home", () => {
    const ranked = rankPodium(input);
    expect(ranked.map((e) => e.country)).toEqual(["LU", "DE", "CH"]);
    expect(ranked.every((e) => e.trueCost === undefined)).toBe(true);
  });

  it("ranks by true cost and compares with home on it, the verdict too", () => {
    const ranked = rankPodium({ ...input, carryHome: { travellers: 1 } });
    expect(ranked.map((e) => [e.country, e.rank])).toEqual([
      ["DE", 1],
      ["LU", 2],
      ["CH", 3],
    ]);
    const [germany] = ranked;
    const cost = germany!.trueCost!;
    expect(cost.refundOutcome).toBe("refunded");
    expect(cost.totalMinor).toBe(
      germany!.converted!.amountMinor - cost.refundMinor + cost.importVatMinor,
    );
    expect(germany!.vsHome!.amountMinor).toBe(cost.totalMinor - 21_000);
    expect(podiumVerdict(ranked)).toMatchObject({
      kind: "save",
      country: "DE",
      priceMinor: cost.totalMinor,
      homePriceMinor: 21_000,
      amountMinor: 21_000 - cost.totalMinor,
    });
  });

  it("leaves true cost out when the podium is not in the home currency", () => {
    const ranked = rankPodium({ ...input, currency: "EUR", carryHome: { travellers: 1 } });
    expect(ranked.every((e) => e.trueCost === null)).toBe(true);
    expect(ranked.map((e) => e.country)).toEqual(["LU", "DE", "CH"]);
  });
});
