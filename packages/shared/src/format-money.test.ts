import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, formatSignedMoney } from "./format-money";
import { formatPercent } from "./format-number";

// Intl separates groups and the currency with no-break spaces, which vary by ICU version.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("shows an amount in the page's language with the currency's decimals", () => {
    expect(plain(formatMoney(254_563, "EUR", "fr"))).toBe("2 545,63 €");
    expect(formatMoney(254_563, "EUR", "en")).toBe("€2,545.63");
    expect(plain(formatMoney(4499, "EUR", "de"))).toBe("44,99 €");
    expect(plain(formatMoney(12_990, "ISK", "de"))).toBe("12.990 ISK");
  });

  it("keeps every decimal of the currency, whole amounts included", () => {
    expect(plain(formatMoney(4400, "EUR", "fr"))).toBe("44,00 €");
    expect(plain(formatMoney(1250, "EUR", "fr"))).toBe("12,50 €");
    expect(plain(formatMoney(0, "EUR", "fr"))).toBe("0,00 €");
  });

  it("shows forints with the fillér they are kept in, never rounded away", () => {
    expect(plain(formatMoney(1_234_567, "HUF", "fr"))).toBe("12 345,67 HUF");
  });

  it("rounds a fraction of a minor unit half away from zero", () => {
    expect(plain(formatMoney(254_562.5, "EUR", "fr"))).toBe("2 545,63 €");
    expect(plain(formatMoney(254_562.49, "EUR", "fr"))).toBe("2 545,62 €");
    expect(plain(formatMoney(-254_562.5, "EUR", "fr"))).toBe("−2 545,63 €");
  });

  it("never rounds a whole number of minor units", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (minor) => {
        const digits = formatMoney(minor, "EUR", "en").replace(/\D/g, "");
        expect(Number(digits)).toBe(minor);
      }),
    );
  });
});

describe("one minus sign (U+2212) for every negative amount", () => {
  it.each(["fr", "en", "de", "es", "it", "nl", "pt"])("in %s", (locale) => {
    const negative = formatMoney(-500, "EUR", locale);
    expect(negative).toContain("\u2212");
    expect(negative).not.toContain("-");
    expect(formatSignedMoney(-500, "EUR", locale)).toContain("\u2212");
    expect(formatPercent(-12.3, locale)).toContain("\u2212");
    expect(formatPercent(-12.3, locale)).not.toContain("-");
  });
});

describe("formatSignedMoney", () => {
  it("signs savings and extra costs", () => {
    expect(plain(formatSignedMoney(-500, "EUR", "fr"))).toBe("−5,00 €");
    expect(plain(formatSignedMoney(250, "EUR", "fr"))).toBe("+2,50 €");
    expect(plain(formatSignedMoney(0, "EUR", "fr"))).toBe("0,00 €");
  });
});
