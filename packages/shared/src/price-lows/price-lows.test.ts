import { describe, expect, it } from "vitest";
import { civilDayStart } from "./civil-day.ts";
import { type ObservedPrice, priceLows } from "./price-lows.ts";

const DAY = 86_400_000;
const today = Date.parse("2026-11-24T09:00:00Z");

/** A price observed `days` days before `today`, in euro unless said. */
const seen = (
  days: number,
  priceMinor: number | null,
  regularPriceMinor: number | null = null,
  currency = "EUR",
): ObservedPrice => ({
  observedAtMs: today - days * DAY,
  priceMinor,
  currency,
  regularPriceMinor,
});

describe("priceLows", () => {
  it("knows nothing without a current price", () => {
    expect(priceLows([], "FR")).toBeNull();
    expect(priceLows([seen(3, 4999), seen(0, null)], "FR")).toBeNull();
  });

  it("gives no badge to a price seen for the first time", () => {
    const lows = priceLows([seen(0, 3999, 4999)], "FR");
    expect(lows).toMatchObject({ priceMinor: 3999, low30Minor: null, low90Minor: null });
    expect(lows?.badges).toEqual([]);
  });

  it("leaves out the prices of the current price's own day", () => {
    // 49.99 € this morning, 39.99 € "reduced" this afternoon: one day is no reference.
    const lows = priceLows(
      [seen(0.3, 4999), { ...seen(0, 3999, 4999), observedAtMs: today + 3 * 3_600_000 }],
      "FR",
    );
    expect(lows?.badges).toEqual([]);
    expect(lows?.low30Minor).toBeNull();
  });

  it("finds a true reduction below the lows of 30 and 90 days", () => {
    const lows = priceLows([seen(120, 5999), seen(60, 5499), seen(0, 4499, 5999)], "DE");
    expect(lows).toMatchObject({ low30Minor: 5499, low90Minor: 5499 });
    expect(lows?.badges).toEqual(["lowest90", "belowLow30"]);
    expect(lows?.belowLow30Percent).toBeCloseTo(((5499 - 4499) / 5499) * 100, 6);
  });

  it("warns about a reduction announced against a price raised for the occasion", () => {
    // 45 € until 20 days ago, then 60 €, now "reduced" to 50 € "instead of 60 €".
    const lows = priceLows([seen(100, 4500), seen(20, 6000), seen(0, 5000, 6000)], "FR");
    expect(lows?.low30Minor).toBe(4500);
    expect(lows?.badges).toEqual(["notBelowLow30"]);
  });

  it("warns when the reduced price only equals the 30-day low", () => {
    const lows = priceLows([seen(100, 4500), seen(10, 6000), seen(0, 4500, 6000)], "FR");
    // Equal to the lowest of 90 days too: that much is true.
    expect(lows?.badges).toEqual(["lowest90", "notBelowLow30"]);
  });

  it("keeps the reference before the reduction while the reduced price is seen every day", () => {
    const daily = Array.from({ length: 12 }, (_, i) => seen(11 - i, 3999, 4999));
    const lows = priceLows([seen(200, 4999), ...daily], "FR");
    expect(lows?.sinceMs).toBe(today - 11 * DAY);
    expect(lows?.low30Minor).toBe(4999);
    expect(lows?.badges).toEqual(["lowest90", "belowLow30"]);
  });

  it("needs every day of a period known for a badge, one lower price for the warning", () => {
    // Known for 10 days only.
    expect(priceLows([seen(10, 5999), seen(0, 4999, 5999)], "FR")?.badges).toEqual([]);
    expect(priceLows([seen(10, 4999), seen(0, 5499, 5999)], "FR")?.badges).toEqual([
      "notBelowLow30",
    ]);
    // Known for 40 days: the 30-day reduction is proven, the 90-day low is not.
    const lows = priceLows([seen(40, 5999), seen(0, 4999, 5999)], "FR");
    expect(lows).toMatchObject({ low30Minor: 5999, low90Minor: null });
    expect(lows?.badges).toEqual(["belowLow30"]);
  });

  it("counts a price that was not sold as no price, yet as a known day", () => {
    const lows = priceLows([seen(100, 5999), seen(50, null), seen(0, 5499)], "FR");
    expect(lows).toMatchObject({ low30Minor: null, low90Minor: 5999 });
    expect(lows?.badges).toEqual(["lowest90"]);
  });

  it("does not compare across a change of currency", () => {
    const lows = priceLows(
      [seen(300, 9999, null, "BGN"), seen(100, 9999, null, "BGN"), seen(0, 4999, 5999)],
      "BG",
    );
    expect(lows).toMatchObject({ low30Minor: null, low90Minor: null, badges: [] });
  });

  it("counts days in the shop's time zone", () => {
    // 23:30 in Paris on the 24th, then 00:30 on the 25th: two days in Paris, one in London.
    const evening = Date.parse("2026-11-24T22:30:00Z");
    const observations: ObservedPrice[] = [
      { observedAtMs: evening, priceMinor: 4999, currency: "EUR", regularPriceMinor: null },
      {
        observedAtMs: evening + 3_600_000,
        priceMinor: 5499,
        currency: "EUR",
        regularPriceMinor: 5999,
      },
    ];
    expect(priceLows(observations, "FR")?.badges).toEqual(["notBelowLow30"]);
    expect(priceLows(observations, "GB")?.badges).toEqual([]);
  });
});

describe("civilDayStart", () => {
  it("finds midnight in the shop's zone, summer time or not", () => {
    const noon = Date.parse("2026-07-15T10:00:00Z");
    expect(new Date(civilDayStart(noon, "Europe/Paris")).toISOString()).toBe(
      "2026-07-14T22:00:00.000Z",
    );
    expect(new Date(civilDayStart(noon, "Europe/Helsinki")).toISOString()).toBe(
      "2026-07-14T21:00:00.000Z",
    );
    expect(new Date(civilDayStart(noon, "Europe/Lisbon")).toISOString()).toBe(
      "2026-07-14T23:00:00.000Z",
    );
  });

  it("moves by calendar days across a change of the clocks", () => {
    // Paris went to summer time on 29 March 2026: that day lasted 23 hours.
    const after = Date.parse("2026-03-30T10:00:00Z");
    expect(new Date(civilDayStart(after, "Europe/Paris", -1)).toISOString()).toBe(
      "2026-03-28T23:00:00.000Z",
    );
    expect(new Date(civilDayStart(after, "Europe/Paris", -30)).toISOString()).toBe(
      "2026-02-27T23:00:00.000Z",
    );
  });
});
