import { describe, expect, it } from "vitest";
import { saTidytuesday } from "./sa-tidytuesday.ts";

const header =
  ",item_id,name,category,price,old_price,sellable_online,link,other_colors,short_description,designer,depth,height,width".split(
    ",",
  );
const fieldsOf = (overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    item_id: "368814",
    name: "NORDVIKEN",
    category: "Bar furniture",
    price: "995.0",
    old_price: "No old price",
    sellable_online: "False",
    link: "https://www.ikea.com/sa/en/p/nordviken-bar-table-black-00368814/",
    other_colors: "No",
    short_description: "        Bar table,          140x80 cm",
    designer: "Francis Cayouette",
    depth: "",
    height: "105",
    width: "80",
    ...overrides,
  };
  return header.map((name) => values[name] ?? "0");
};
const snapshot = { country: undefined, observedAt: "2020-04-20T00:00:00.000Z" };
const parse = saTidytuesday.createRowParser(header, snapshot);

describe("TidyTuesday SA catalogue", () => {
  it("takes the 8-digit code from link, not the shortened item_id", () => {
    expect(parse(fieldsOf())).toMatchObject({
      articleCode: "00368814",
      isCombination: false,
      name: "NORDVIKEN",
      description: "Bar table, 140x80 cm",
      country: "SA",
      currency: null,
      price: 995,
      regularPrice: null,
      availability: "in_store",
      widthCm: 80,
      depthCm: null,
      heightCm: 105,
      observedAt: "2020-04-20T00:00:00.000Z",
    });
  });

  it("reads combinations, decimal prices and the old price", () => {
    expect(
      parse(
        fieldsOf({
          link: "https://www.ikea.com/sa/en/p/nordviken-nordviken-bar-table-s09333523/",
          price: "1785.5",
          old_price: "SR 2,375",
          sellable_online: "True",
        }),
      ),
    ).toMatchObject({
      articleCode: "09333523",
      isCombination: true,
      price: 1785.5,
      regularPrice: 2375,
      availability: "online",
    });
  });

  it.each([
    [{ link: "https://www.ikea.com/sa/en/p/nordviken-368814/" }, "no-article-code"],
    [{ price: "SR 995" }, "unparsable-price"],
    [{ name: "" }, "missing-name"],
  ])("rejects %o as %s", (overrides, code) =>
    expect(parse(fieldsOf(overrides))).toMatchObject({ code }),
  );
});
