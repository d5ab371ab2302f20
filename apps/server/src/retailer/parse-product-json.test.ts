import { describe, expect, it } from "vitest";
import { parseProductJson } from "./parse-product-json.ts";
import { RetailerResponseError } from "./retailer-response-error.ts";
import {
  hasIkeaFixtures,
  ikeaFixtureNames,
  ikeaFixturesNote,
  readIkeaFixture,
} from "./testing/shared-data.ts";

const observedAt = new Date("2025-05-09T10:00:00Z");
const context = (country: string, locale: string, articleCode: string, isCombination = false) => ({
  market: { country, locale },
  observedAt,
  articleCode,
  isCombination,
});

describe.skipIf(!hasIkeaFixtures)(`parseProductJson ${ikeaFixturesNote}`, () => {
  it("reads every recorded product JSON", () => {
    const names = ikeaFixtureNames("pip_item_");
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) {
      const code = /_(\d{8})_/.exec(name)![1]!;
      const offer = parseProductJson(readIkeaFixture(name), context("XX", "xx/xx", code));
      expect(offer, name).not.toBeNull();
      expect(offer!.articleCode).toBe(code);
      expect(Number.isInteger(offer!.priceMinor), name).toBe(true);
      expect(offer!.currency).toMatch(/^[A-Z]{3}$/);
      expect(offer!.productUrl).toMatch(/^https:\/\/www\.ikea\.com\//);
      expect(offer!.imageUrl).toMatch(/^https:\/\//);
    }
  });

  it("KALLAX in Russia: 7 999 RUB, its type and the measure from the image text", () => {
    const offer = parseProductJson(
      readIkeaFixture("pip_item_ru_30379118_kallax.json"),
      context("RU", "ru/ru", "30379118"),
    );
    expect(offer).toEqual({
      articleCode: "30379118",
      country: "RU",
      priceMinor: 799900,
      currency: "RUB",
      regularPriceMinor: null,
      memberPriceMinor: null,
      memberPriceIgnored: null,
      availability: "unknown",
      productUrl: "https://www.ikea.com/ru/ru/p/kallax-kallaks-stellazh-seryy-pod-derevo-30379118/",
      name: "KALLAX КАЛЛАКС",
      typeName: "Стеллаж",
      imageUrl:
        "https://www.ikea.com/ru/ru/images/products/kallax-kallaks-stellazh-seryy-pod-derevo__0494558_pe627165_s5.jpg",
      isCombination: false,
      measure: "77x147 см",
      observedAt,
    });
  });

  it("KOMPLEMENT in Germany: 4.00 EUR, 50x35 cm", () => {
    const offer = parseProductJson(
      readIkeaFixture("pip_item_de_40277992_komplement_2021-02-02.json"),
      context("DE", "de/de", "40277992"),
    );
    expect(offer).toMatchObject({ priceMinor: 400, currency: "EUR", measure: "50x35 cm" });
  });

  it("ANTILOP without catalogRefs: 400 RUB and no measure in its image text", () => {
    const offer = parseProductJson(
      readIkeaFixture("pip_item_ru_30365871_no_catalogRefs.json"),
      context("RU", "ru/ru", "30365871"),
    );
    expect(offer).toMatchObject({ priceMinor: 40000, currency: "RUB", measure: null });
  });
});

describe("parseProductJson (shapes made here)", () => {
  const ctx = context("FR", "fr/fr", "00263850");

  it("reads an answer with only a name, a price and a currency", () => {
    const offer = parseProductJson(
      { name: "BILLY", priceNumeral: 49.99, currencyCode: "EUR" },
      ctx,
    );
    expect(offer).toMatchObject({
      priceMinor: 4999,
      currency: "EUR",
      typeName: null,
      imageUrl: null,
      productUrl: null,
      measure: null,
    });
  });

  it("falls back on revampPrice when priceNumeral is missing", () => {
    const offer = parseProductJson(
      {
        name: "KALLAX",
        currencyCode: "SEK",
        revampPrice: { integer: "1 295", decimals: "" },
      },
      ctx,
    );
    expect(offer?.priceMinor).toBe(129500);
  });

  it("ignores a cosmetic field of an unexpected type", () => {
    const offer = parseProductJson(
      { name: "BILLY", priceNumeral: 10, currencyCode: "EUR", mainImage: "nope", typeName: 3 },
      ctx,
    );
    expect(offer).toMatchObject({ priceMinor: 1000, imageUrl: null, typeName: null });
  });

  it("reads no price as null", () => {
    const offer = parseProductJson({ name: "BILLY" }, ctx);
    expect(offer).toMatchObject({ priceMinor: null, currency: null });
  });

  it("marks a combination from the path or from its page URL", () => {
    expect(parseProductJson({ name: "EKET" }, { ...ctx, isCombination: true })?.isCombination).toBe(
      true,
    );
    const fromUrl = parseProductJson(
      { name: "EKET", pipUrl: "https://www.ikea.com/fr/fr/p/eket-s49443609/" },
      ctx,
    );
    expect(fromUrl?.isCombination).toBe(true);
  });

  it("reads {} as no product", () => {
    expect(parseProductJson({}, ctx)).toBeNull();
  });

  it("rejects an answer without a name, or a price without a currency", () => {
    expect(() => parseProductJson({ priceNumeral: 3 }, ctx)).toThrow(RetailerResponseError);
    expect(() => parseProductJson({ name: "X", priceNumeral: 3 }, ctx)).toThrow(/currencyCode/);
    expect(() => parseProductJson("<html>", ctx)).toThrow(RetailerResponseError);
  });
});
