import { describe, expect, it } from "vitest";
import { multiCountryLong } from "./multi-country-long.ts";

const header =
  "article_number,display_number,is_combination,name,country,currency,price,price_raw,observed,url,source_file".split(
    ",",
  );
const parse = multiCountryLong.createRowParser(header, {
  country: undefined,
  observedAt: undefined,
});
const fieldsOf = (overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    article_number: "00198591",
    display_number: "001.985.91",
    is_combination: "false",
    name: "KIVIK 3-seters sofa - Grann, Bomstad svart",
    country: "NO",
    currency: "NOK",
    price: "7499",
    price_raw: "7.499 NOK",
    observed: "2020-07-13",
    url: "https://www.ikea.com/no/no/p/kivik-3-seters-sofa-grann-bomstad-svart-00198591/",
    source_file: "ikea/ikea_no_sofas_2020_veonua.csv",
    ...overrides,
  };
  return header.map((name) => values[name] ?? "");
};
const row = (overrides: Record<string, string> = {}) => parse(fieldsOf(overrides));

describe("multi-country long format", () => {
  it("reads a row", () => {
    expect(row()).toMatchObject({
      articleCode: "00198591",
      isCombination: false,
      name: "KIVIK 3-seters sofa - Grann, Bomstad svart",
      country: "NO",
      currency: "NOK",
      price: 7499,
      observedAt: "2020-07-13T00:00:00.000Z",
      availability: "unknown",
    });
  });

  it("marks combinations from the flag or the code", () => {
    expect(row({ is_combination: "true" })).toMatchObject({ isCombination: true });
    expect(row({ article_number: "s69305697" })).toMatchObject({ isCombination: true });
  });

  it("takes a decimal price as written", () => {
    expect(row({ price: "262.5", country: "sa", currency: "sar" })).toMatchObject({
      price: 262.5,
      country: "SA",
      currency: "SAR",
    });
  });

  it.each([
    [{ article_number: "198591" }, "no-article-code"],
    [{ name: "  " }, "missing-name"],
    [{ country: "" }, "unknown-country"],
    [{ price: "7.499 NOK" }, "unparsable-price"],
    [{ observed: "13/07/2020" }, "unparsable-date"],
    [{ observed: "" }, "missing-date"],
  ])("rejects %o as %s", (overrides, code) => expect(row(overrides)).toMatchObject({ code }));

  it("falls back to --observed-at when the row has no date", () => {
    const withDefault = multiCountryLong.createRowParser(header, {
      country: undefined,
      observedAt: "2024-01-02T00:00:00.000Z",
    });
    expect(withDefault(fieldsOf({ observed: "" }))).toMatchObject({
      observedAt: "2024-01-02T00:00:00.000Z",
    });
    expect(withDefault(fieldsOf())).toMatchObject({ observedAt: "2020-07-13T00:00:00.000Z" });
  });
});
