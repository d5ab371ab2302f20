import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convert, minorUnits, type RateTable, toMajorUnits, toMinorUnits } from "./money";

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
});
