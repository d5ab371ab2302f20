import { describe, expect, it } from "vitest";
import { countryCurrencies } from "./countries";
import { ECB_SOURCE, ecbSnapshot, withUsdPegs } from "./ecb-rates";
import { convert } from "./money";

describe("the bundled ECB snapshot", () => {
  it("holds the 30 rates of 2025-05-09 with their source", () => {
    expect(ecbSnapshot.date).toBe("2025-05-09");
    expect(ecbSnapshot.source).toBe(ECB_SOURCE);
    expect(Object.keys(ecbSnapshot.perEuro)).toHaveLength(30);
    expect(ecbSnapshot.perEuro).toMatchObject({
      CHF: 0.9353,
      GBP: 0.8477,
      SEK: 10.92,
      NOK: 11.6725,
      DKK: 7.4604,
      PLN: 4.2393,
      CZK: 24.946,
      HUF: 404.9,
      RON: 5.1181,
      ISK: 146.9,
      BGN: 1.9558,
      USD: 1.1252,
    });
  });

  it("cannot be changed by a caller", () => {
    expect(Object.isFrozen(ecbSnapshot.perEuro)).toBe(true);
  });

  it("converts every market's currency once the dollar pegs are added", () => {
    const table = withUsdPegs(ecbSnapshot);
    for (const currency of countryCurrencies) {
      const converted = convert({ amountMinor: 10_000, currency }, "EUR", table);
      expect(converted, currency).not.toBeNull();
      expect(converted?.rateDate).toBe("2025-05-09");
    }
    expect(table.perEuro.SAR).toBe(4.2195);
    expect(table.perEuro.AED).toBe(4.132297);
  });

  it("keeps a published rate over a peg, and adds none without a dollar rate", () => {
    const published = { date: "2025-01-02", source: "x", perEuro: { USD: 1, SAR: 4 } };
    expect(withUsdPegs(published).perEuro.SAR).toBe(4);
    const noDollar = { date: "2025-01-02", source: "x", perEuro: { CHF: 0.9 } };
    expect(withUsdPegs(noDollar)).toEqual(noDollar);
  });
});
