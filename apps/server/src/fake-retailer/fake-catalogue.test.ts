import { europeanCountries } from "@frontalier/shared/countries";
import { describe, expect, it } from "vitest";
import { offlineArticles } from "../catalogue/offline/offline-catalogue.ts";
import {
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

const existing = offlineArticles().map((article) => article.code);
const codes = existing;

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

  it("knows exactly the offline catalogue's real articles, and about 8 % of pairs are not sold", () => {
    expect(existing.length).toBeGreaterThan(2_000);
    expect(fakeProduct("80275887")).toMatchObject({
      name: "KALLAX",
      isCombination: false,
      type: { key: "shelving-unit", name: "Shelving unit" },
      measure: "77x39x147 cm",
    });
    // Codes next to real ones, and the invented codes the old examples used, are not found.
    for (const code of ["80275888", "80245678", "80245679", "10000000"]) {
      expect(fakeArticleExists(code), code).toBe(false);
      expect(fakeProduct(code), code).toBeNull();
    }
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
    const missing = "80245678";
    expect(FAKE_COUNTRIES.some((c) => fakeSoldIn(missing, c.code))).toBe(false);
    expect(fakeSoldIn(existing[0]!, "US")).toBe(false);
    expect(fakeArticleExists("1234567")).toBe(false);
  });

  it("bases each sample price on the source's real price in euros, ending .99 or .00", () => {
    for (const article of offlineArticles()) {
      const base = fakeProduct(article.code)!.baseEur;
      expect(Math.round(base * 100) % 100).toBeOneOf([0, 99]);
      expect(Math.abs(base - article.referenceEur), article.code).toBeLessThanOrEqual(
        Math.max(2, article.referenceEur * 0.02),
      );
    }
    // KALLAX 77x147 was 250 SAR in the Saudi catalogue: 250 / 3.75 USD / 1.1252 ≈ 59 €.
    expect(fakeProduct("80275887")!.baseEur).toBeOneOf([58.99, 59]);
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

  it("sells the real names, English type names and the source's sizes, inventing none", () => {
    const byCode = new Map(offlineArticles().map((article) => [article.code, article]));
    for (const product of fakeCatalogue()) {
      const article = byCode.get(product.code)!;
      expect(product.name).toBe(article.name);
      expect(product.type.key).toBe(article.type);
      expect(product.type.name).toMatch(/^[A-Z0-9][A-Za-z0-9 ',/+-]+$/);
      expect(product.measure).toMatch(/^(\d+(\.\d+)?(x\d+(\.\d+)?)* cm)?$/);
    }
  });
});
