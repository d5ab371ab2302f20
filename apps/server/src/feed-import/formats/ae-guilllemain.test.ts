import { describe, expect, it } from "vitest";
import { aeGuilllemain } from "./ae-guilllemain.ts";

const header =
  "Url,Category,Article number,Title,Price,Description,Dimensions,Image url,Additional images url,Packages number,Packages details,Variations".split(
    ",",
  );
const fieldsOf = (overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    Url: "https://www.ikea.com/ae/en/p/metod-maximera-s49130806/",
    Category: "Base cabinets, frame height 80 cm",
    "Article number": "S49130806",
    Title: "METOD / MAXIMERA Base cab f sink+3 fronts/2 drawers",
    Price: "Dhs 1,050",
    Description: "Article no: 491.308.06 Cabinet code ME/MA 296",
    Dimensions: "Width:80.0 cm Depth:62.1 cm Height:88.0 cm Frame, depth:60.0 cm",
    "Image url": "https://www.ikea.com/PIAimages/0361644_PE545165_S5.JPG?f=s",
    ...overrides,
  };
  return header.map((name) => values[name] ?? "");
};
const parse = aeGuilllemain.createRowParser(header, {
  country: undefined,
  observedAt: "2019-05-17T00:00:00.000Z",
});

describe("ikea-csv AE scrape", () => {
  it("reads a combination priced in dirhams", () => {
    expect(parse(fieldsOf())).toMatchObject({
      articleCode: "49130806",
      isCombination: true,
      country: "AE",
      currency: "AED",
      price: 1050,
      widthCm: 80,
      depthCm: 62.1,
      heightCm: 88,
      availability: "unknown",
      observedAt: "2019-05-17T00:00:00.000Z",
    });
  });

  it("names an article with an empty Title after its URL", () => {
    expect(
      parse(
        fieldsOf({
          Title: "",
          Url: "https://www.ikea.com/ae/en/p/besta-shelf-unit-with-door-white-s99132799/",
        }),
      ),
    ).toMatchObject({ name: "BESTA shelf unit with door white" });
  });

  it.each([
    [{ "Article number": "491.308.06X" }, "no-article-code"],
    [{ Price: "Dhs" }, "unparsable-price"],
    [{ Title: "", Url: "" }, "missing-name"],
  ])("rejects %o as %s", (overrides, code) =>
    expect(parse(fieldsOf(overrides))).toMatchObject({ code }),
  );
});
