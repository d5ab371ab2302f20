import { describe, expect, it } from "vitest";
import {
  matchRetailerPath,
  productJsonPath,
  productListPath,
  searchPath,
} from "./retailer-paths.ts";

const fr = { country: "FR", locale: "fr/fr" };
const match = (pathAndQuery: string) => {
  const url = new URL(pathAndQuery, "http://x");
  return matchRetailerPath(url.pathname, url.searchParams);
};

describe("retailer paths", () => {
  it("builds the product JSON path, with `s` for a combination", () => {
    expect(productJsonPath("00263850", fr, false)).toBe("/fr/fr/products/850/00263850.json");
    expect(productJsonPath("49443609", { country: "BE", locale: "be/nl" }, true)).toBe(
      "/be/nl/products/609/s49443609.json",
    );
  });

  it("builds the search and product-list paths", () => {
    expect(searchPath("billy bokhylla", fr, 24)).toBe(
      "/fr/fr/search-result-page?q=billy+bokhylla&types=PRODUCT&size=24",
    );
    expect(productListPath("10382", fr, { start: 24, end: 48 })).toBe(
      "/fr/fr/product-list-page/more-products?category=10382&start=24&end=48",
    );
  });

  it("refuses a locale that is not {cc}/{lang}", () => {
    expect(() => productJsonPath("00263850", { country: "FR", locale: "fr-FR" }, false)).toThrow(
      /locale/,
    );
  });

  it("matches what it builds", () => {
    expect(match(productJsonPath("49443609", fr, true))).toEqual({
      kind: "product_json",
      cc: "fr",
      lang: "fr",
      code: "49443609",
      isCombination: true,
    });
    expect(match(searchPath("lack", fr, 5))).toEqual({
      kind: "search",
      cc: "fr",
      lang: "fr",
      query: "lack",
      size: 5,
    });
    expect(match(productListPath("sofa", fr, { start: 0, end: 10 }))).toEqual({
      kind: "product_list",
      cc: "fr",
      lang: "fr",
      category: "sofa",
      start: 0,
      end: 10,
    });
  });

  it("matches nothing else", () => {
    expect(match("/fr/fr/products/851/00263850.json")).toBeNull();
    expect(match("/fr/fr/products/850/0026385.json")).toBeNull();
    expect(match("/fr/fr/search-result-page")).toBeNull();
    expect(match("/fr/fr/product-list-page/more-products")).toBeNull();
    expect(match("/fr/fr/p/billy-00263850/")).toBeNull();
  });
});
