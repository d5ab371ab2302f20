import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findCountry } from "../countries.ts";
import { convert, type RateTable } from "../money.ts";
import { MAX_SPLIT_DAYS, splitPurchases } from "./split-purchases.ts";
import { type CarriedLine, prepareTripCosts } from "./trip-costs.ts";
import { computeTrueCost } from "./true-cost.ts";

const rates: RateTable = {
  date: "2026-11-20",
  source: "test",
  perEuro: { CHF: 0.93, NOK: 11.7, GBP: 0.87, ISK: 152, SEK: 11.2, PLN: 4.3, DKK: 7.46 },
};
/** One franc a euro: the worked examples come out in whole cents. */
const even: RateTable = { ...rates, perEuro: { ...rates.perEuro, CHF: 1 } };

const german = (euros: number, quantity: number): CarriedLine => ({
  quantity,
  prices: { DE: euros },
  local: { DE: euros },
});

describe("splitting one country's purchases across days", () => {
  it("buys three 100 € chairs in Germany on three days when a trip costs CHF 5", () => {
    // Each chair is CHF 84.03 net of German VAT. On one day the three pass CHF 150: 8.1 % on
    // 252.10 = 20.42. On three days each fits the day's allowance and its 100 € receipt still
    // reaches Germany's 50.01 €: two more trips (10) save 20.42.
    const costs = prepareTripCosts({
      home: "CH",
      countries: ["DE"],
      lines: [german(10_000, 3)],
      travellers: 1,
      rates: even,
    })!;
    const split = splitPurchases(costs, "DE", [{ line: 0, quantity: 3 }], 500)!;
    expect(split.days.map((day) => day.lines)).toEqual([
      [{ line: 0, units: 1 }],
      [{ line: 0, units: 1 }],
      [{ line: 0, units: 1 }],
    ]);
    expect(split.days.map((day) => day.trueCost.importVatMinor)).toEqual([0, 0, 0]);
    expect(split.days.every((day) => day.trueCost.refundOutcome === "refunded")).toBe(true);
    const whole = costs.trip("DE", [0])!;
    expect(whole.importVatMinor).toBe(2_042);
    // Each day refunds 11.17 € of its own 15.97 € of VAT (the three refunds round apart).
    const oneChair = costs.trip("DE", [0], [1])!;
    expect(oneChair).toMatchObject({ refundMinor: 1_118, importVatMinor: 0, totalMinor: 8_882 });
    expect(split.totalMinor).toBe(3 * (8_882 + 500));
    expect(split.totalMinor).toBeLessThan(whole.totalMinor + 500);
    expect(split.travelMinor).toBe(1_500);
  });

  it("does not split when the extra trips cost more than the VAT they save", () => {
    const costs = prepareTripCosts({
      home: "CH",
      countries: ["DE"],
      lines: [german(10_000, 3)],
      travellers: 1,
      rates: even,
    })!;
    const split = splitPurchases(costs, "DE", [{ line: 0, quantity: 3 }], 1_100)!;
    expect(split.days).toHaveLength(1);
  });

  it("keeps each day's receipt above the refund minimum rather than split below it", () => {
    // Two 60 € lamps in France (minimum 100.01 €): apart, neither receipt is refunded; together
    // (120 €) the receipt is, and CHF 101.67 net of VAT fits the day's allowance. No split.
    const costs = prepareTripCosts({
      home: "CH",
      countries: ["FR"],
      lines: [{ quantity: 2, prices: { FR: 6_000 }, local: { FR: 6_000 } }],
      travellers: 1,
      rates: even,
    })!;
    const split = splitPurchases(costs, "FR", [{ line: 0, quantity: 2 }], 0)!;
    expect(split.days).toHaveLength(1);
    expect(split.days[0]!.trueCost.refundOutcome).toBe("refunded");
  });

  it("never costs more than one day, keeps every unit, and prices each day as computeTrueCost", () => {
    const shops = ["DE", "FR", "IT", "SE", "PL", "DK"];
    fc.assert(
      fc.property(
        fc.constantFrom("CH", "NO", "GB", "IS"),
        fc.constantFrom(...shops),
        fc.array(
          fc.record({
            unit: fc.integer({ min: 100, max: 60_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3_000 }),
        (home, shop, receipt, travellers, tripMinor) => {
          const shopCurrency = findCountry(shop)!.currency;
          const homeCurrency = findCountry(home)!.currency;
          const lines = receipt.map(
            ({ unit, quantity }): CarriedLine => ({
              quantity,
              local: { [shop]: unit },
              prices: {
                [shop]: convert({ amountMinor: unit, currency: shopCurrency }, homeCurrency, rates)!
                  .amountMinor,
              },
            }),
          );
          const costs = prepareTripCosts({ home, countries: [shop], lines, travellers, rates })!;
          const asked = lines.map((line, j) => ({ line: j, quantity: line.quantity }));
          const split = splitPurchases(costs, shop, asked, tripMinor)!;
          const whole = costs.trip(
            shop,
            lines.map((_, j) => j),
          )!;
          expect(split.totalMinor).toBeLessThanOrEqual(whole.totalMinor + tripMinor);
          expect(split.days.length).toBeLessThanOrEqual(MAX_SPLIT_DAYS);
          expect(split.travelMinor).toBe(tripMinor * split.days.length);
          // The days' units add up to the list.
          const bought = new Map<number, number>();
          for (const day of split.days)
            for (const l of day.lines) bought.set(l.line, (bought.get(l.line) ?? 0) + l.units);
          expect([...bought].sort((a, b) => a[0] - b[0])).toEqual(
            asked.map((l) => [l.line, l.quantity]),
          );
          // Each day is a purchase of its own, within the home's rules as computeTrueCost applies them.
          let sum = 0;
          for (const day of split.days) {
            const expected = computeTrueCost({
              shopCountry: shop,
              homeCountry: home,
              lines: day.lines.map((l) => ({
                unit: { amountMinor: receipt[l.line]!.unit, currency: shopCurrency },
                quantity: l.units,
              })),
              travellers,
              rates,
            })!;
            expect(day.trueCost.totalMinor).toBe(expected.trueCostMinor);
            expect(day.trueCost.importVatMinor).toBe(expected.importAtHome?.vatMinor ?? 0);
            expect(day.trueCost.refundOutcome).toBe(expected.refund.outcome);
            sum += day.trueCost.totalMinor;
          }
          expect(split.trueCostMinor).toBe(sum);
          expect(split.totalMinor).toBe(sum + split.travelMinor);
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);

  it("does not split purchases made at home, where nothing is owed", () => {
    const costs = prepareTripCosts({
      home: "CH",
      countries: ["CH"],
      lines: [{ quantity: 4, prices: { CH: 20_000 }, local: { CH: 20_000 } }],
      travellers: 1,
      rates: even,
    })!;
    expect(splitPurchases(costs, "CH", [{ line: 0, quantity: 4 }], 0)!.days).toHaveLength(1);
  });
});

describe("several countries on one day", () => {
  it("declares the day's goods together: one allowance for Germany and France the same day", () => {
    // A 150 € lamp in France (CHF 125 net of French VAT) and a 119 € shelf in Germany (CHF 100):
    // apart, each fits CHF 150; the same day the 225 pass it and pay 8.1 % on all of it.
    const lines: CarriedLine[] = [
      { quantity: 1, prices: { FR: 15_000 }, local: { FR: 15_000 } },
      { quantity: 1, prices: { DE: 11_900 }, local: { DE: 11_900 } },
    ];
    const costs = prepareTripCosts({
      home: "CH",
      countries: ["FR", "DE"],
      lines,
      travellers: 1,
      rates: even,
    })!;
    expect(costs.trip("FR", [0])!.importVatMinor).toBe(0);
    expect(costs.trip("DE", [1])!.importVatMinor).toBe(0);
    const day = costs.day([
      { country: "FR", lineIndices: [0] },
      { country: "DE", lineIndices: [1] },
    ])!;
    expect(day).toMatchObject({
      shelfMinor: 26_900,
      refundOutcome: "refunded",
      refundMinor: costs.trip("FR", [0])!.refundMinor + costs.trip("DE", [1])!.refundMinor,
      allowanceMinor: 15_000,
      allowanceExceeded: true,
      importVatMinor: Math.round((22_500 * 810) / 10_000),
    });
    // Two travellers the same day: the shelf fills the second allowance, the lamp fits the first.
    const two = prepareTripCosts({
      home: "CH",
      countries: ["FR", "DE"],
      lines,
      travellers: 2,
      rates: even,
    })!;
    expect(
      two.day([
        { country: "FR", lineIndices: [0] },
        { country: "DE", lineIndices: [1] },
      ])!.importVatMinor,
    ).toBe(0);
  });

  it("refunds each receipt against its own country's minimum", () => {
    // 90 € in France (below 100.01 €) and 90 € in Germany (above 50.01 €) the same day.
    const costs = prepareTripCosts({
      home: "NO",
      countries: ["FR", "DE"],
      lines: [
        { quantity: 1, prices: { FR: 105_300 }, local: { FR: 9_000 } },
        { quantity: 1, prices: { DE: 105_300 }, local: { DE: 9_000 } },
      ],
      travellers: 1,
      rates,
    })!;
    const day = costs.day([
      { country: "FR", lineIndices: [0] },
      { country: "DE", lineIndices: [1] },
    ])!;
    expect(day.refundOutcome).toBe("below-minimum");
    expect(day.refundMinor).toBe(costs.trip("DE", [1])!.refundMinor);
    expect(day.refundMinor).toBeGreaterThan(0);
  });
});
