import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProductList } from "./parse-product-list.ts";
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
const madeHere = JSON.parse(
  readFileSync(join(import.meta.dirname, "fixtures", "more-products.made-here.json"), "utf8"),
);

describe("parseProductList", () => {
  it("reads the more-products shape (fixture made here), skipping what is not an article", () => {
    const { offers, rejected } = parseProductList(madeHere, context);
    expect(offers.map((o) => [o.articleCode, o.priceMinor, o.regularPriceMinor])).toEqual([
      ["00263850", 4499, null],
      ["49443609", 19900, 24900],
    ]);
    expect(offers[1]).toMatchObject({ isCombination: true, availability: "in_store" });
    expect(rejected).toHaveLength(1);
  });

  it("reads the product-list-page and the results[].items shapes alike", () => {
    const window = madeHere.moreProducts.productWindow;
    const a = parseProductList(
      { productListPage: { productWindow: window, productCount: 3 } },
      context,
    );
    const b = parseProductList(
      { results: [{ items: window.map((product: unknown) => ({ product })) }, { items: [] }] },
      context,
    );
    expect(a.offers).toEqual(parseProductList(madeHere, context).offers);
    expect(b.offers).toEqual(a.offers);
  });

  it("reads an empty list, and rejects any other shape", () => {
    expect(parseProductList({ moreProducts: { productWindow: [] } }, context).offers).toEqual([]);
    expect(() => parseProductList({ searchResultPage: {} }, context)).toThrow(
      RetailerResponseError,
    );
  });
});

describe.skipIf(!hasIkeaFixtures)(`parseProductList ${ikeaFixturesNote}`, () => {
  it("reads every recorded search item inside a product window", () => {
    const items = ikeaFixtureNames("sik_search_item_").map(readIkeaFixture);
    const { offers, rejected } = parseProductList(
      { moreProducts: { productWindow: items } },
      context,
    );
    expect(rejected).toEqual([]);
    expect(offers).toHaveLength(items.length);
  });
});
