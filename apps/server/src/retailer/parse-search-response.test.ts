import { describe, expect, it } from "vitest";
import { parseSearchResponse } from "./parse-search-response.ts";
import { RetailerResponseError } from "./retailer-response-error.ts";
import {
  hasIkeaFixtures,
  ikeaFixtureNames,
  ikeaFixturesNote,
  readIkeaFixture,
} from "./testing/shared-data.ts";

const context = {
  market: { country: "NL", locale: "nl/en" },
  observedAt: new Date("2025-05-09T10:00:00Z"),
};
const page = (items: unknown[]) => ({
  searchResultPage: { searchPhrase: "billy", products: { main: { items, start: 0, max: 1 } } },
});

describe.skipIf(!hasIkeaFixtures)(`parseSearchResponse ${ikeaFixturesNote}`, () => {
  it("reads recorded search items wrapped as the search API wraps them", () => {
    const items = ikeaFixtureNames("sik_search_item_").map(readIkeaFixture);
    const { offers, rejected } = parseSearchResponse(
      page([...items.map((product) => ({ type: "PRODUCT", product })), { type: "CONTENT" }]),
      context,
    );
    expect(rejected).toEqual([]);
    expect(offers.map((o) => o.articleCode)).toEqual(["00263850"]);
  });
});

describe("parseSearchResponse", () => {
  it("reads no match, with or without main", () => {
    expect(parseSearchResponse(page([]), context).offers).toEqual([]);
    expect(parseSearchResponse({ searchResultPage: { products: {} } }, context).offers).toEqual([]);
  });

  it("keeps the good items when one is odd", () => {
    const { offers, rejected } = parseSearchResponse(
      page([
        {
          type: "PRODUCT",
          product: { itemNo: "12345678", name: "LACK", priceNumeral: 9.99, currencyCode: "EUR" },
        },
        { type: "PRODUCT", product: { name: "no number" } },
      ]),
      context,
    );
    expect(offers).toHaveLength(1);
    expect(rejected).toHaveLength(1);
  });

  it("rejects an answer that is not a search page", () => {
    expect(() => parseSearchResponse({ moreProducts: {} }, context)).toThrow(RetailerResponseError);
  });
});
