import { describe, expect, it } from "vitest";
import { documentCurrency, findAmounts, findPrices, findWeight, parseAmount } from "./numbers.ts";
import { findQuantity, parseCount } from "./quantity.ts";

describe("amounts", () => {
  it.each([
    ["49,99", 4999],
    ["49.99", 4999],
    ["1 234,56", 123456],
    ["1.234,56", 123456],
    ["1,234.56", 123456],
    ["1'234.50", 123450],
    ["49", 4900],
    ["49,5", 4950],
  ])("parses %j", (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });

  it.each([
    ["49,99 €", [4999]],
    ["€49.99", [4999]],
    ["€ 1.234,50", [123450]],
    ["£1,234.50", [123450]],
    ["45,00 90,00", [4500, 9000]],
    ["12,50 kg", []],
    ["2 pièces", []],
    ["1.234", []],
    ["1.234 €", [123400]],
    ["29,- €", [2900]],
  ])("finds the prices in %j", (text, expected) => {
    expect(findAmounts(text).map((amount) => amount.minor)).toEqual(expected);
  });

  it("takes the currency the document shows most, the euro when it shows none", () => {
    expect(documentCurrency(["£49.99", "£10.00", "Total 59,99 €"])).toBe("GBP");
    expect(documentCurrency(["45,00", "90,00"])).toBe("EUR");
    expect(documentCurrency(["49,90 CHF"])).toBe("CHF");
  });

  it("reads the kitchen planner's weights", () => {
    expect(findWeight("002.638.50 12,50 kg 45,00")?.[1]).toBe("12,50");
    expect(findWeight("602.056.64 5,2/10,3 18,00")?.[1]).toBe("5,2");
    expect(findWeight("5.2/10.3 kg")?.[1]).toBe("5.2");
    expect(findWeight("45,00 90,00")).toBeNull();
    expect(findWeight("05/01/2026")).toBeNull();
  });

  it("sets weights aside before reading prices", () => {
    expect(findPrices("5,2/10,3 18,00 126,00").map((amount) => amount.minor)).toEqual([
      1800, 12600,
    ]);
    expect(findPrices("12,50 kg 45,00").map((amount) => amount.minor)).toEqual([4500]);
  });
});

describe("quantities", () => {
  it.each([
    ["2 pièces", 2],
    ["1 pièce", 1],
    ["3 Stück", 3],
    ["4 St.", 4],
    ["5 stuks", 5],
    ["6 pz", 6],
    ["7 piezas", 7],
    ["8 unidades", 8],
    ["9 pcs", 9],
    ["Quantité : 2", 2],
    ["Qty: 12", 12],
    ["Aantal 3", 3],
    ["Menge: 4", 4],
  ])("reads %j", (text, quantity) => {
    expect(findQuantity(text)).toBe(quantity);
  });

  it.each(["0 pièces", "Stückpreis 45,00", "12,5 pz", "BILLY"])(
    "finds no quantity in %j",
    (text) => {
      expect(findQuantity(text)).toBeNull();
    },
  );

  it("reads a bare count cell", () => {
    expect(parseCount("2")).toBe(2);
    expect(parseCount("x 3")).toBe(3);
    expect(parseCount("0")).toBeNull();
    expect(parseCount("12,50")).toBeNull();
  });
});
