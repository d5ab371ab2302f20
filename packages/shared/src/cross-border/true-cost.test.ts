import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findCountry } from "../countries.ts";
import { convert, type PricedQuantity, type RateTable } from "../money.ts";
import { carryHomeCountries } from "./carry-home.ts";
import { euMarkets, exportRefundRules, unsourcedExportRefunds } from "./export-refund-rules.ts";
import { homeImportRules } from "./home-import-rules.ts";
import { computeTrueCost, mulDivRound, vatIncluded } from "./true-cost.ts";

/** Round rates so that the sources' worked examples come out in whole units. */
const rates: RateTable = {
  date: "2026-11-20",
  source: "test",
  perEuro: {
    CHF: 1,
    GBP: 1,
    NOK: 10,
    ISK: 100,
    SEK: 10,
    DKK: 7.5,
    CZK: 25,
    HUF: 400,
    PLN: 4,
    RON: 5,
  },
};

const eur = (major: number, quantity = 1): PricedQuantity => ({
  unit: { amountMinor: Math.round(major * 100), currency: "EUR" },
  quantity,
});
const gbp = (major: number, quantity = 1): PricedQuantity => ({
  unit: { amountMinor: Math.round(major * 100), currency: "GBP" },
  quantity,
});

const cost = (
  shopCountry: string,
  homeCountry: string,
  lines: PricedQuantity[],
  travellers = 1,
  extra: { shortTrip?: boolean; operatorFeeBp?: number } = {},
) => {
  const result = computeTrueCost({ shopCountry, homeCountry, lines, travellers, rates, ...extra });
  if (!result) throw new Error("no rate");
  return result;
};

describe("rounding", () => {
  it("rounds half away from zero, as money.ts does", () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(vatIncluded(10_000, 1900)).toBe(1597);
    expect(vatIncluded(42_840, 1900)).toBe(6840);
  });
});

describe("export refund", () => {
  it("refunds German VAT to a Swiss shopper above 50 €, less the operator's 30 %", () => {
    const result = cost("DE", "CH", [eur(100)]);
    expect(result.refund).toMatchObject({
      outcome: "refunded",
      vatMinor: 1597,
      feeMinor: 479,
      refundedMinor: 1118,
    });
  });

  it("needs the receipt to exceed 50 € in Germany (50.01 €)", () => {
    expect(cost("DE", "CH", [eur(50)]).refund.outcome).toBe("below-minimum");
    expect(cost("DE", "CH", [eur(50.01)]).refund.outcome).toBe("refunded");
    expect(cost("DE", "CH", [eur(25.01), eur(25)]).refund.outcome).toBe("refunded");
  });

  it("takes the operator's fee the caller gives", () => {
    expect(cost("DE", "CH", [eur(100)], 1, { operatorFeeBp: 0 }).refund.refundedMinor).toBe(1597);
  });

  it("refunds a British shopper in the EU: the UK is outside it", () => {
    const result = cost("FR", "GB", [eur(600)]);
    expect(result.refund).toMatchObject({
      outcome: "refunded",
      vatMinor: 10_000,
      refundedMinor: 7000,
    });
  });

  it("gives nothing back in Great Britain, whoever shops there (no scheme since 2021)", () => {
    for (const home of ["FR", "CH", "NO"]) {
      const result = cost("GB", home, [gbp(500)]);
      expect(result.refund.outcome).toBe("no-scheme");
      expect(result.refund.refundedMinor).toBe(0);
    }
  });

  it("gives an EU shopper nothing new: the true cost is the shelf price", () => {
    const result = cost("DE", "FR", [eur(999.99, 3)]);
    expect(result.refund.outcome).toBe("home-in-eu");
    expect(result.importAtHome).toBeNull();
    expect(result.trueCostMinor).toBe(result.shelfMinor);
  });

  it("refunds Bulgarian VAT from 300 BGN, converted at the fixed rate (153.39 €)", () => {
    expect(exportRefundRules.get("BG")?.minimumReceiptMinor).toBe(15339);
    expect(cost("BG", "CH", [eur(153.38)]).refund.outcome).toBe("below-minimum");
    const result = cost("BG", "CH", [eur(600)]);
    expect(result.refund.outcome).toBe("refunded");
    // 20 % VAT in 600 € is 100 €; the operator keeps 30 %.
    expect(result.refund.refundedMinor).toBe(7000);
  });

  it("refunds Irish VAT on any receipt and Cypriot VAT above 50 € (their sourced rules)", () => {
    expect(cost("IE", "CH", [eur(5)]).refund.outcome).toBe("refunded");
    expect(cost("CY", "CH", [eur(50)]).refund.outcome).toBe("below-minimum");
    const cyprus = cost("CY", "CH", [eur(50.01)]);
    expect(cyprus.refund.outcome).toBe("refunded");
    // 19 % included in 50.01 €: 7.98 €, less the operator's 30 %.
    expect(cyprus.refund.vatMinor).toBe(798);
  });

  it("leaves the shopper's own country alone", () => {
    const result = cost("CH", "CH", [
      { unit: { amountMinor: 99_900, currency: "CHF" }, quantity: 1 },
    ]);
    expect(result.refund.outcome).toBe("same-country");
    expect(result.importAtHome).toBeNull();
    expect(result.trueCostMinor).toBe(99_900);
  });
});

describe("Swiss import VAT (FOCBS)", () => {
  it("two travellers, three items of CHF 120: VAT on 210 (the FOCBS example)", () => {
    // 142.80 € with 19 % German VAT is 120.00 € without it, CHF 120 at the test rate.
    const result = cost("DE", "CH", [eur(142.8, 3)], 2);
    expect(result.importAtHome).toMatchObject({
      allowanceMinor: 30_000,
      declaredMinor: 36_000,
      allowanceUsedMinor: 15_000,
      taxableMinor: 21_000,
      vatMinor: 1701,
      dutyMinor: 0,
      allowanceExceeded: true,
    });
    expect(result.shelfMinor).toBe(42_840);
    expect(result.refund.refundedMinor).toBe(4788);
    expect(result.trueCostMinor).toBe(42_840 - 4788 + 1701);
  });

  it("three travellers, two items of CHF 120 and one of CHF 200: VAT on 200", () => {
    const result = cost("DE", "CH", [eur(142.8, 2), eur(238)], 3);
    expect(result.importAtHome).toMatchObject({ taxableMinor: 20_000, vatMinor: 1620 });
  });

  it("one traveller: VAT on the whole value once it passes CHF 150", () => {
    expect(cost("DE", "CH", [eur(178.5)]).importAtHome).toMatchObject({
      declaredMinor: 15_000,
      taxableMinor: 0,
      vatMinor: 0,
      allowanceExceeded: false,
    });
    expect(cost("DE", "CH", [eur(178.51)]).importAtHome).toMatchObject({
      taxableMinor: 15_001,
      vatMinor: 1215,
    });
    expect(cost("DE", "CH", [eur(952)]).importAtHome).toMatchObject({
      taxableMinor: 80_000,
      vatMinor: 6480,
    });
  });

  it("measures the limit without the shop country's VAT, refunded or not", () => {
    // 40 € in Germany is below the refund minimum; its value for Swiss customs is still 33.61.
    const result = cost("DE", "CH", [eur(40)]);
    expect(result.refund.outcome).toBe("below-minimum");
    expect(result.importAtHome?.declaredMinor).toBe(3361);
  });
});

describe("Norwegian import VAT (Tolletaten)", () => {
  it("a sofa of NOK 5,000 in the allowance, the stroller of 3,000 taxed: VAT 750", () => {
    const result = cost("GB", "NO", [gbp(500), gbp(300)]);
    expect(result.importAtHome).toMatchObject({
      taxableMinor: 300_000,
      vatMinor: 75_000,
      dutyMinor: 0,
    });
  });

  it("a sofa of NOK 10,000 pays on its whole value", () => {
    expect(cost("GB", "NO", [gbp(1000)]).importAtHome).toMatchObject({
      taxableMinor: 1_000_000,
      vatMinor: 250_000,
    });
  });

  it("less than 24 hours abroad: NOK 3,000", () => {
    const result = cost("GB", "NO", [gbp(500), gbp(300)], 1, { shortTrip: true });
    expect(result.importAtHome).toMatchObject({ allowanceMinor: 300_000, taxableMinor: 500_000 });
  });

  it("two travellers carry one item each", () => {
    expect(cost("GB", "NO", [gbp(500), gbp(300)], 2).importAtHome?.taxableMinor).toBe(0);
  });

  it("measures what was paid after the Swedish refund", () => {
    // 1,000 SEK: VAT 200, refunded 140 after the fee, so NOK 86.00 paid at the test rate.
    const result = cost("SE", "NO", [
      { unit: { amountMinor: 100_000, currency: "SEK" }, quantity: 1 },
    ]);
    expect(result.refund.refundedMinor).toBe(14_000);
    expect(result.importAtHome?.declaredMinor).toBe(86_000);
  });
});

describe("British import VAT (GOV.UK)", () => {
  it("a single item above £390 pays on its full value; duty is unknown", () => {
    const result = cost("FR", "GB", [eur(600)]);
    expect(result.importAtHome).toMatchObject({
      taxableMinor: 53_000,
      vatMinor: 10_600,
      dutyMinor: null,
    });
    expect(result.trueCostMinor).toBe(60_000 - 7000 + 10_600);
  });

  it("allowances are not combined for one item", () => {
    expect(cost("GB", "GB", [gbp(500)]).importAtHome).toBeNull();
    expect(
      cost("NO", "GB", [{ unit: { amountMinor: 500_000, currency: "NOK" }, quantity: 1 }], 2)
        .importAtHome?.taxableMinor,
    ).toBe(50_000);
  });
});

describe("Icelandic import VAT (Skatturinn)", () => {
  it("an item of ISK 100,000 pays on the 12,000 above the limit", () => {
    const result = cost("GB", "IS", [gbp(1000)]);
    expect(result.importAtHome).toMatchObject({ taxableMinor: 12_000, vatMinor: 2880 });
  });

  it("two travellers cannot pool their allowances for it", () => {
    expect(cost("GB", "IS", [gbp(1000)], 2).importAtHome?.taxableMinor).toBe(12_000);
  });
});

describe("rules as data", () => {
  it("has a rule or a stated reason for every EU market", () => {
    for (const code of euMarkets) {
      expect(findCountry(code), code).toBeDefined();
      expect(exportRefundRules.has(code) !== code in unsourcedExportRefunds, code).toBe(true);
    }
    expect(euMarkets.size).toBe(26);
  });

  it("prices each rule in its country's currency, with sources", () => {
    for (const rule of [...exportRefundRules.values(), ...homeImportRules.values()]) {
      expect(rule.currency, rule.country).toBe(findCountry(rule.country)?.currency);
      expect(rule.sources.length, rule.country).toBeGreaterThan(0);
      for (const source of rule.sources) expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("covers every European market outside the EU as a home", () => {
    expect([...homeImportRules.keys()].sort()).toEqual(["CH", "GB", "IS", "NO"]);
  });

  it("offers the carry-home control for exactly the homes it has rules for", () => {
    expect([...carryHomeCountries].sort()).toEqual([...homeImportRules.keys()].sort());
  });
});

const homes = [...homeImportRules.keys()];
const shops = [...exportRefundRules.keys(), "GB", "CH", "NO", "IS"];
const currencyOf = (code: string) => findCountry(code)?.currency ?? "EUR";
const purchase = fc.array(
  fc.record({
    amount: fc.integer({ min: 1, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 6 }),
  }),
  { minLength: 1, maxLength: 6 },
);

describe("properties", () => {
  it("an EU shopper always pays the shelf price", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...euMarkets),
        fc.constantFrom(...shops),
        purchase,
        (home, shop, lines) => {
          const result = cost(shop, home, toLines(shop, lines), 2);
          expect(result.trueCostMinor).toBe(result.shelfMinor);
          expect(result.refund.refundedMinor).toBe(0);
        },
      ),
    );
  });

  it("never costs less than the shelf price without its VAT, and adds up", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...homes),
        fc.constantFrom(...shops),
        purchase,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 10_000 }),
        (home, shop, lines, travellers, operatorFeeBp) => {
          const priced = toLines(shop, lines);
          const result = cost(shop, home, priced, travellers, { operatorFeeBp });
          const rule = exportRefundRules.get(shop);
          const receipt = priced.reduce((sum, l) => sum + l.unit.amountMinor * l.quantity, 0);
          const vatInShelf = rule
            ? (convert(
                { amountMinor: vatIncluded(receipt, rule.vatRateBp), currency: rule.currency },
                result.currency,
                rates,
              )?.amountMinor ?? 0)
            : 0;
          expect(result.trueCostMinor).toBeGreaterThanOrEqual(result.shelfMinor - vatInShelf);
          expect(result.refund.feeMinor).toBeGreaterThanOrEqual(0);
          expect(result.refund.refundedMinor).toBeLessThanOrEqual(result.refund.vatMinor);
          const owed = result.importAtHome;
          const added = owed ? owed.vatMinor + (owed.dutyMinor ?? 0) : 0;
          expect(result.trueCostMinor).toBe(
            result.shelfMinor - result.refund.refundedMinor + added,
          );
          if (owed) {
            expect(owed.allowanceUsedMinor + owed.taxableMinor).toBe(owed.declaredMinor);
            expect(owed.allowanceUsedMinor).toBeLessThanOrEqual(owed.allowanceMinor);
            if (owed.declaredMinor <= owed.allowanceMinor / travellers)
              expect(owed.taxableMinor).toBe(0);
          }
        },
      ),
    );
  });

  it("more travellers never raise Swiss import VAT", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...shops),
        purchase,
        fc.integer({ min: 1, max: 4 }),
        (shop, lines, n) => {
          const priced = toLines(shop, lines);
          const fewer = cost(shop, "CH", priced, n).importAtHome?.vatMinor ?? 0;
          const more = cost(shop, "CH", priced, n + 1).importAtHome?.vatMinor ?? 0;
          expect(more).toBeLessThanOrEqual(fewer);
        },
      ),
    );
  });
});

function toLines(shop: string, lines: { amount: number; quantity: number }[]): PricedQuantity[] {
  return lines.map(({ amount, quantity }) => ({
    unit: { amountMinor: amount, currency: currencyOf(shop) },
    quantity,
  }));
}
