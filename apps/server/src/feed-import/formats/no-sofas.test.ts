import { describe, expect, it } from "vitest";
import { noSofas } from "./no-sofas.ts";

const header =
  ",source,title,image,description,url,price,typeName,onlineSellable,other_colors,brand,width,depth,height".split(
    ",",
  );
const fieldsOf = (overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    source: "IKEA",
    title: "SÖDERHAMN 3-seters sofa - Viarp beige/brun",
    image: "https://www.ikea.com/no/no/images/products/soederhamn.JPG",
    description: "IKEA - SÖDERHAMN, 3-seters sofa",
    url: "https://www.ikea.com/no/no/p/soederhamn-3-seters-sofa-viarp-beige-brun-s69305697/",
    price: "6.195 NOK",
    typeName: "3-seters sofa",
    onlineSellable: "True",
    width: "198 cm",
    depth: "99 cm",
    height: "",
    ...overrides,
  };
  return header.map((name) => values[name] ?? "");
};
const parse = noSofas.createRowParser(header, {
  country: undefined,
  observedAt: "2020-07-13T00:00:00.000Z",
});

describe("Norwegian sofas scrape", () => {
  it("reads a combination with a grouped NOK price", () => {
    expect(parse(fieldsOf())).toMatchObject({
      articleCode: "69305697",
      isCombination: true,
      name: "SÖDERHAMN 3-seters sofa - Viarp beige/brun",
      typeName: "3-seters sofa",
      country: "NO",
      currency: "NOK",
      price: 6195,
      availability: "online",
      widthCm: 198,
      depthCm: 99,
      heightCm: null,
      observedAt: "2020-07-13T00:00:00.000Z",
    });
  });

  it("reads a plain article and a price without thousands", () => {
    expect(
      parse(fieldsOf({ url: "https://www.ikea.com/no/no/p/x-00289317/", price: "200 NOK" })),
    ).toMatchObject({ articleCode: "00289317", isCombination: false, price: 200 });
  });

  it.each([
    [{ url: "https://www.ikea.com/no/no/p/x/" }, "no-article-code"],
    [{ price: "6.19 NOK" }, "unparsable-price"],
    [{ price: "6.195 Fr." }, "unknown-currency"],
  ])("rejects %o as %s", (overrides, code) =>
    expect(parse(fieldsOf(overrides))).toMatchObject({ code }),
  );
});
