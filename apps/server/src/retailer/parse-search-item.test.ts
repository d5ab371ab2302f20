import { describe, expect, it } from "vitest";
import { parseSearchItem } from "./parse-search-item.ts";
import { RetailerResponseError } from "./retailer-response-error.ts";
import {
  hasIkeaFixtures,
  ikeaFixtureNames,
  ikeaFixturesNote,
  readIkeaFixture,
} from "./testing/shared-data.ts";

const observedAt = new Date("2025-05-09T10:00:00Z");
const context = { market: { country: "NL", locale: "nl/en" }, observedAt };

describe.skipIf(!hasIkeaFixtures)(`parseSearchItem ${ikeaFixturesNote}`, () => {
  it("reads every recorded search item", () => {
    const names = ikeaFixtureNames("sik_search_item_");
    expect(names.length).toBeGreaterThanOrEqual(1);
    for (const name of names) {
      const offer = parseSearchItem(readIkeaFixture(name), context);
      expect(offer.articleCode).toMatch(/^\d{8}$/);
      expect(Number.isInteger(offer.priceMinor), name).toBe(true);
    }
  });

  it("BILLY in the Netherlands: 44.99 EUR, sold online, 80x28x202 cm", () => {
    const offer = parseSearchItem(
      readIkeaFixture("sik_search_item_nl_00263850_billy.json"),
      context,
    );
    expect(offer).toEqual({
      articleCode: "00263850",
      country: "NL",
      priceMinor: 4499,
      currency: "EUR",
      regularPriceMinor: null,
      memberPriceMinor: null,
      memberPriceIgnored: null,
      availability: "online",
      productUrl: "https://www.ikea.com/nl/en/p/billy-bookcase-white-00263850/",
      name: "BILLY",
      typeName: "Bookcase",
      imageUrl:
        "https://www.ikea.com/nl/en/images/products/billy-bookcase-white__0625599_pe692385_s5.jpg",
      isCombination: false,
      measure: "80x28x202 cm",
      observedAt,
    });
  });
});

describe("parseSearchItem (shapes made here)", () => {
  it("reads the newer salesPrice object, with the price before a cut", () => {
    const offer = parseSearchItem(
      {
        itemNo: "49443609",
        itemType: "SPR",
        name: "EKET",
        onlineSellable: false,
        salesPrice: {
          currencyCode: "PLN",
          current: { wholeNumber: "1 049", decimals: "00" },
          previous: { wholeNumber: "1 299", decimals: "00" },
        },
      },
      context,
    );
    expect(offer).toMatchObject({
      articleCode: "49443609",
      priceMinor: 104900,
      regularPriceMinor: 129900,
      currency: "PLN",
      availability: "in_store",
      isCombination: true,
    });
  });

  it("prefers salesPrice.numeral, and reads a missing onlineSellable as unknown", () => {
    const offer = parseSearchItem(
      {
        id: "00263850",
        name: "BILLY",
        salesPrice: { numeral: 55, currencyCode: "GBP", previous: { numeral: 65 } },
      },
      context,
    );
    expect(offer).toMatchObject({
      articleCode: "00263850",
      priceMinor: 5500,
      regularPriceMinor: 6500,
      availability: "unknown",
      productUrl: null,
      measure: null,
    });
  });

  it("rejects an item without an 8-digit number or without a name", () => {
    expect(() => parseSearchItem({ name: "BILLY", priceNumeral: 1 }, context)).toThrow(/itemNo/);
    expect(() => parseSearchItem({ itemNo: "00263850" }, context)).toThrow(RetailerResponseError);
  });
});
