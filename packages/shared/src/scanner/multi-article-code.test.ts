import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GROUP_SEPARATOR as GS, parseMultiArticleCode } from "./multi-article-code.ts";

describe("parseMultiArticleCode", () => {
  const two = [
    { code: "80245678", quantity: 2 },
    { code: "12345678", quantity: 1 },
  ];

  it.each([
    ["separators after each variable element", `24080245678${GS}302${GS}24012345678${GS}301`],
    ["separators after quantities only", `24080245678302${GS}24012345678301`],
    ["no separators", "2408024567830224012345678301"],
    ["the bracketed form", "(240)80245678(30)2(240)12345678(30)1"],
    ["a GS1 QR symbology identifier", `]Q324080245678${GS}302${GS}24012345678${GS}301`],
    ["escaped separators", "24080245678<GS>302<GS>24012345678<GS>301"],
    ["a leading separator (FNC1)", `${GS}24080245678${GS}302${GS}24012345678${GS}301`],
  ])("reads %s", (_, text) => {
    expect(parseMultiArticleCode(text)).toEqual(two);
  });

  it.each([
    ["91", `91ABC-12${GS}24080245678${GS}302${GS}24012345678${GS}301`],
    ["92 and 10", `92X${GS}10LOT7${GS}24080245678${GS}302${GS}24012345678${GS}301`],
    ["91 without separators", "91ABC2408024567830224012345678301"],
    ["bracketed 91 and 10", "(91)ABC(10)L1(240)80245678(30)2(240)12345678(30)1"],
  ])("skips leading %s elements", (_, text) => {
    expect(parseMultiArticleCode(text)).toEqual(two);
  });

  it("ends a quantity where the next article begins when there is no separator", () => {
    expect(parseMultiArticleCode("2408024567830122401234567830240")).toEqual([
      { code: "80245678", quantity: 12 },
      { code: "12345678", quantity: 240 },
    ]);
    expect(parseMultiArticleCode("240802456783010224012345678301")).toEqual([
      { code: "80245678", quantity: 102 },
      { code: "12345678", quantity: 1 },
    ]);
  });

  it("reads a single article with its quantity", () => {
    expect(parseMultiArticleCode("24080245678303")).toEqual([{ code: "80245678", quantity: 3 }]);
  });

  it("adds up the quantities of an article listed twice", () => {
    expect(parseMultiArticleCode("(240)80245678(30)2(240)12345678(30)1(240)80245678(30)5")).toEqual(
      [
        { code: "80245678", quantity: 7 },
        { code: "12345678", quantity: 1 },
      ],
    );
  });

  it.each([
    ["an article code alone", "80245678"],
    ["a formatted code", "802.456.78"],
    ["a URL", "https://www.ikea.com/fr/fr/p/billy-00263850/"],
    ["an article without quantity", "24080245678"],
    ["a quantity of zero", "240802456783000"],
    ["a 7-digit article", `2408024567${GS}302`],
    ["a 9-digit article", `240802456789${GS}302`],
    ["a quantity of more than 8 digits", `24080245678${GS}30123456789`],
    ["an unknown element", `24080245678${GS}302${GS}17260101`],
    ["a leading element after the articles", `24080245678${GS}302${GS}91ABC`],
    ["a quantity before any article", "302"],
    ["letters in a quantity", `24080245678${GS}30X`],
    ["an unbalanced bracketed form", "(240)80245678(30"],
    ["an empty text", "   "],
    ["text", "hello"],
  ])("rejects %s", (_, text) => {
    expect(parseMultiArticleCode(text)).toBeNull();
  });

  const article = fc.stringMatching(/^\d{8}$/);
  const quantity = fc.integer({ min: 1, max: 99_999_999 });
  const items = fc.uniqueArray(fc.record({ code: article, quantity }), {
    minLength: 1,
    maxLength: 12,
    selector: (item) => item.code,
  });

  it("reads back any list written with separators or brackets (property)", () => {
    fc.assert(
      fc.property(items, fc.boolean(), (list, bracketed) => {
        const text = bracketed
          ? list.map((i) => `(240)${i.code}(30)${i.quantity}`).join("")
          : list.map((i) => `240${i.code}${GS}30${i.quantity}`).join(GS);
        expect(parseMultiArticleCode(text)).toEqual(list);
      }),
    );
  });

  it("answers null or well-formed articles for any digits and separators (property)", () => {
    const text = fc
      .array(fc.constantFrom(..."0123456789", GS, "2", "4", "3"), { maxLength: 300 })
      .map((chars) => chars.join(""));
    fc.assert(
      fc.property(text, (input) => {
        for (const item of parseMultiArticleCode(input) ?? []) {
          expect(item.code).toMatch(/^\d{8}$/);
          expect(item.quantity).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
