import { europeanCountries } from "@frontalier/shared/countries";
import { describe, expect, it } from "vitest";
import {
  FAKE_MISSING_RATE,
  FAKE_NOT_SOLD_RATE,
  fakeArticleExists,
  fakeOffer,
  fakePrice,
  fakeProduct,
  fakeSoldIn,
} from "./fake-catalogue.ts";
import { FAKE_COUNTRIES, FAKE_PRICE_LEVELS } from "./fake-countries.ts";
import { FAKE_EUR_RATES } from "./fake-rates.ts";
import { fakeCatalogue } from "./fake-search.ts";

const codes = Array.from({ length: 2_000 }, (_, i) => String(10_000_000 + i * 29_989));
const existing = codes.filter((code) => fakeArticleExists(code));

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A country's prices against Germany's, in euros, over many articles. */
const levelAgainstDe = (country: string) => {
  const rate = FAKE_EUR_RATES[FAKE_COUNTRIES.find((c) => c.code === country)!.currency]!;
  return median(
    existing.flatMap((code) => {
      const here = fakePrice(code, country);
      const de = fakePrice(code, "DE");
      return here && de && !here.regularNumeral && !de.regularNumeral
        ? [here.numeral / rate / de.numeral]
        : [];
    }),
  );
};

describe("the fake catalogue", () => {
  it("is deterministic per code and country, and changes with the seed", () => {
    for (const code of codes.slice(0, 50)) {
      expect(fakeOffer(code, "FR")).toEqual(fakeOffer(code, "FR"));
    }
    const bySeed = (seed: string) => codes.slice(0, 50).map((code) => fakePrice(code, "FR", seed));
    expect(bySeed("other")).not.toEqual(bySeed("frontalier"));
  });

  it("has about 10 % of codes that exist nowhere, and about 8 % of pairs not sold", () => {
    const missingShare = 1 - existing.length / codes.length;
    expect(missingShare).toBeGreaterThan(FAKE_MISSING_RATE - 0.03);
    expect(missingShare).toBeLessThan(FAKE_MISSING_RATE + 0.03);
    const pairs = existing.flatMap((code) => FAKE_COUNTRIES.map((c) => fakeSoldIn(code, c.code)));
    const notSold = pairs.filter((sold) => !sold).length / pairs.length;
    expect(notSold).toBeGreaterThan(FAKE_NOT_SOLD_RATE - 0.01);
    expect(notSold).toBeLessThan(FAKE_NOT_SOLD_RATE + 0.01);
  });

  it("covers every compared country, each with a level and a built-in rate", () => {
    expect(FAKE_COUNTRIES).toHaveLength(europeanCountries.length);
    for (const country of FAKE_COUNTRIES) {
      expect(FAKE_PRICE_LEVELS[country.code], country.code).toBeDefined();
      expect(FAKE_EUR_RATES[country.currency], country.currency).toBeGreaterThan(0);
    }
  });

  it("sells a missing code nowhere, and nothing in a country it does not know", () => {
    const missing = codes.find((code) => !fakeArticleExists(code))!;
    expect(FAKE_COUNTRIES.some((c) => fakeSoldIn(missing, c.code))).toBe(false);
    expect(fakeSoldIn(existing[0]!, "US")).toBe(false);
    expect(fakeArticleExists("1234567")).toBe(false);
  });

  it("prices from about 2 to 1 500 € in euros, ending .99 or .00", () => {
    const bases = existing.map((code) => fakeProduct(code)!.baseEur);
    expect(Math.min(...bases)).toBeGreaterThanOrEqual(1.99);
    expect(Math.max(...bases)).toBeLessThanOrEqual(1_500);
    expect(Math.max(...bases)).toBeGreaterThan(800);
    for (const base of bases) expect(Math.round(base * 100) % 100).toBeOneOf([0, 99]);
  });

  it("prices whole-unit currencies in whole units, and every price as integer minor units", () => {
    const wholeUnits = new Set(["SEK", "NOK", "DKK", "CZK", "HUF", "ISK"]);
    const odd = existing.slice(0, 300).flatMap((code) =>
      FAKE_COUNTRIES.flatMap((country) => {
        const price = fakePrice(code, country.code);
        const bad =
          price &&
          (!Number.isInteger(price.priceMinor) ||
            price.priceMinor <= 0 ||
            (wholeUnits.has(price.currency) && !Number.isInteger(price.numeral)) ||
            (price.regularNumeral !== null && price.regularNumeral <= price.numeral));
        return bad ? [{ code, country: country.code, price }] : [];
      }),
    );
    expect(odd).toEqual([]);
  });

  it("makes Germany, the Netherlands and Poland cheap, Switzerland, Norway, Iceland and Denmark dear", () => {
    for (const cheap of ["NL", "PL"]) expect(levelAgainstDe(cheap)).toBeLessThan(1.03);
    for (const dear of ["CH", "NO", "IS", "DK"]) expect(levelAgainstDe(dear)).toBeGreaterThan(1.15);
    expect(levelAgainstDe("FR")).toBeGreaterThan(1.05);
  });

  it("invents names in the retailer's manner and English type names", () => {
    for (const product of fakeCatalogue().slice(0, 200)) {
      expect(product.name).toMatch(/^[A-ZÅÄÖ]{3,}$/);
      expect(product.type.name).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(product.measure).toMatch(/^\d+(x\d+)* cm$/);
    }
  });
});
