import { describe, expect, it } from "vitest";
import { usCommercetxt } from "./us-commercetxt.ts";

const header =
  "article_number,name,price,currency,availability,category,url,last_updated,source_path".split(
    ",",
  );
const fieldsOf = (overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    article_number: "00559818",
    name: "KRANSBORRE cushion, dark blue",
    price: "13.99",
    currency: "USD",
    availability: "InStock",
    category: "Accent & throw pillows",
    url: "https://www.ikea.com/us/en/p/kransborre-cushion-dark-blue-00559818/",
    last_updated: "2025-07-15T00:00:00Z",
    source_path: "examples/ikea-us/products/accent-and-throw-pillows/00559818.txt",
    ...overrides,
  };
  return header.map((name) => values[name] ?? "");
};
const parse = usCommercetxt.createRowParser(header, { country: undefined, observedAt: undefined });

describe("commerce.txt sample", () => {
  it("reads a row, dated by last_updated", () => {
    expect(parse(fieldsOf())).toMatchObject({
      articleCode: "00559818",
      isCombination: false,
      name: "KRANSBORRE cushion, dark blue",
      country: "US",
      currency: "USD",
      price: 13.99,
      availability: "online",
      observedAt: "2025-07-15T00:00:00.000Z",
    });
  });

  it("marks an s-URL as a combination and maps availability", () => {
    expect(
      parse(
        fieldsOf({
          url: "https://www.ikea.com/us/en/p/x-s29305698/",
          availability: "Discontinued",
        }),
      ),
    ).toMatchObject({ isCombination: true, availability: "not_sold" });
    expect(parse(fieldsOf({ availability: "OutOfStock" }))).toMatchObject({
      availability: "unknown",
    });
  });

  it("takes --country over US", () => {
    const parseCa = usCommercetxt.createRowParser(header, { country: "CA", observedAt: undefined });
    expect(parseCa(fieldsOf({ currency: "CAD" }))).toMatchObject({
      country: "CA",
      currency: "CAD",
    });
  });

  it.each([
    [{ article_number: "5598" }, "no-article-code"],
    [{ price: "$13.99" }, "unparsable-price"],
    [{ last_updated: "2025-07-15T00:00:00" }, "unparsable-date"],
  ])("rejects %o as %s", (overrides, code) =>
    expect(parse(fieldsOf(overrides))).toMatchObject({ code }),
  );
});
