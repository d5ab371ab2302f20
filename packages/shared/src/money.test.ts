import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  convert,
  convertLines,
  minorUnits,
  type RateTable,
  toMajorUnits,
  toMinorUnits,
} from "./money";

const rates: RateTable = {
  date: "2025-05-09",
  source: "ECB",
  perEuro: { CHF: 0.9353, GBP: 0.8477, SEK: 10.92, NOK: 11.6725, ISK: 146.9, HUF: 404.9 },
};

describe("money", () => {
  it("knows the decimals of each currency", () => {
    expect(minorUnits("EUR")).toBe(2);
    expect(minorUnits("ISK")).toBe(0);
  });

  it("turns major units into integer minor units", () => {
    expect(toMinorUnits(44.99, "EUR")).toBe(4499);
    expect(toMinorUnits(1785.5, "SAR")).toBe(178550);
    expect(toMinorUnits(6195, "NOK")).toBe(619500);
    expect(toMinorUnits(12990, "ISK")).toBe(12990);
    expect(toMinorUnits(0.005, "EUR")).toBe(1);
    expect(toMajorUnits(4499, "EUR")).toBe(44.99);
  });

  it("converts through the euro and says which rate of which day", () => {
    expect(convert({ amountMinor: 10_000, currency: "EUR" }, "SEK", rates)).toEqual({
      amountMinor: 109_200,
      currency: "SEK",
      rate: 10.92,
      rateDate: "2025-05-09",
    });
    const chf = convert({ amountMinor: 109_200, currency: "SEK" }, "CHF", rates)!;
    expect(chf.amountMinor).toBe(9353);
    expect(convert({ amountMinor: 500, currency: "EUR" }, "EUR", rates)?.amountMinor).toBe(500);
  });

  it("has no answer without a rate", () => {
    expect(convert({ amountMinor: 100, currency: "SAR" }, "EUR", rates)).toBeNull();
  });

  it("round-trips within one minor unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom("CHF", "GBP", "SEK", "NOK", "HUF"),
        (amount, currency) => {
          const there = convert({ amountMinor: amount, currency: "EUR" }, currency, rates)!;
          const back = convert(there, "EUR", rates)!;
          expect(Math.abs(back.amountMinor - amount)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  describe("a list's total in another currency (convertLines)", () => {
    const chf = (amountMinor: number) => ({ amountMinor, currency: "CHF" });

    it("adds the converted unit prices times their quantities, not the converted sum", () => {
      // 10.00 CHF → 10.69 € and 20.00 CHF → 21.38 € as their podiums show them; the list
      // 1 × 10 + 2 × 20 CHF = 50.00 CHF would convert to 53.46 € as one sum.
      const lines = [
        { unit: chf(1000), quantity: 1 },
        { unit: chf(2000), quantity: 2 },
      ];
      expect(convert(chf(1000), "EUR", rates)?.amountMinor).toBe(1069);
      expect(convert(chf(2000), "EUR", rates)?.amountMinor).toBe(2138);
      expect(convert(chf(5000), "EUR", rates)?.amountMinor).toBe(5346);
      expect(convertLines(lines, "EUR", rates)).toEqual({
        amountMinor: 1069 + 2 * 2138,
        currency: "EUR",
        rate: 1 / 0.9353,
        rateDate: "2025-05-09",
      });
    });

    it("costs what the podium says for one article, and the sum of the lines for many", () => {
      const line = fc.record({
        unit: fc.record({
          amountMinor: fc.integer({ min: 0, max: 10_000_000 }),
          currency: fc.constantFrom("EUR", "CHF", "SEK", "ISK", "HUF"),
        }),
        quantity: fc.integer({ min: 1, max: 99 }),
      });
      fc.assert(
        fc.property(
          fc.array(line, { maxLength: 20 }),
          fc.constantFrom("EUR", "SEK", "ISK"),
          (lines, to) => {
            const total = convertLines(lines, to, rates)!;
            const shown = lines.map((l) => convert(l.unit, to, rates)!.amountMinor * l.quantity);
            expect(total.amountMinor).toBe(shown.reduce((a, b) => a + b, 0));
            if (lines.length === 1 && lines[0]!.quantity === 1)
              expect(total.amountMinor).toBe(convert(lines[0]!.unit, to, rates)!.amountMinor);
          },
        ),
      );
    });

    it("has no total when a line has no rate", () => {
      const lines = [
        { unit: chf(1000), quantity: 1 },
        { unit: { amountMinor: 100, currency: "SAR" }, quantity: 1 },
      ];
      expect(convertLines(lines, "EUR", rates)).toBeNull();
      expect(convertLines([], "EUR", rates)?.amountMinor).toBe(0);
    });
  });
});
