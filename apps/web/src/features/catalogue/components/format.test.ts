import { describe, expect, it } from "vitest";
import { countryName, formatMoney, formatPercent, formatSignedMoney } from "./format";

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatting for shoppers", () => {
  it("formats money in the shopper's language", () => {
    expect(nbsp(formatMoney(4499, "EUR", "fr"))).toBe("44,99 €");
    expect(nbsp(formatMoney(4400, "EUR", "fr"))).toBe("44 €");
    expect(formatMoney(4499, "EUR", "en")).toBe("€44.99");
    expect(nbsp(formatMoney(12990, "ISK", "de"))).toBe("12.990 ISK");
  });

  it("signs savings and extra costs", () => {
    expect(nbsp(formatSignedMoney(-500, "EUR", "fr"))).toBe("−5 €");
    expect(nbsp(formatSignedMoney(250, "EUR", "fr"))).toBe("+2,50 €");
    expect(nbsp(formatPercent(-12.3, "fr"))).toBe("-12,3 %");
  });

  it("names countries in the shopper's language", () => {
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("DE", "nl")).toBe("Duitsland");
  });
});
