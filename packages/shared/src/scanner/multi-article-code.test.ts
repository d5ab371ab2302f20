import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GROUP_SEPARATOR as GS, parseMultiArticleCode } from "./multi-article-code.ts";

describe("parseMultiArticleCode", () => {
  const two = [
    { code: "80275887", quantity: 2 },
    { code: "12345678", quantity: 1 },
  ];

  it.each([
    ["separators after each variable element", `24080275887${GS}302${GS}24012345678${GS}301`],
    ["separators after quantities only", `24080275887302${GS}24012345678301`],
    ["no separators", "2408027588730224012345678301"],
    ["the bracketed form", "(240)80275887(30)2(240)12345678(30)1"],
    ["a GS1 QR symbology identifier", `]Q324080275887${GS}302${GS}24012345678${GS}301`],
    ["escaped separators", "24080275887<GS>302<GS>24012345678<GS>301"],
    ["a leading separator (FNC1)", `${GS}24080275887${GS}302${GS}24012345678${GS}301`],
  ])("reads %s", (_, text) => {
    expect(parseMultiArticleCode(text)).toEqual(two);
  });

  it.each([
    ["91", `91ABC-12${GS}24080275887${GS}302${GS}24012345678${GS}301`],
    ["92 and 10", `92X${GS}10LOT7${GS}24080275887${GS}302${GS}24012345678${GS}301`],
    ["91 without separators", "91ABC2408027588730224012345678301"],
    ["bracketed 91 and 10", "(91)ABC(10)L1(240)80275887(30)2(240)12345678(30)1"],
  ])("skips leading %s elements", (_, text) => {
    expect(parseMultiArticleCode(text)).toEqual(two);
  });

  it("ends a quantity where the next article begins when there is no separator", () => {
    expect(parseMultiArticleCode("2408027588730122401234567830240")).toEqual([
      { code: "80275887", quantity: 12 },
      { code: "12345678", quantity: 240 },
    ]);
    expect(parseMultiArticleCode("240802758873010224012345678301")).toEqual([
      { code: "80275887", quantity: 102 },
      { code: "12345678", quantity: 1 },
    ]);
  });

  it("reads a single article with its quantity", () => {
    expect(parseMultiArticleCode("24080275887303")).toEqual([{ code: "80275887", quantity: 3 }]);
  });

  it("adds up the quantities of an article listed twice", () => {
    expect(parseMultiArticleCode("(240)80275887(30)2(240)12345678(30)1(240)80275887(30)5")).toEqual(
      [
        { code: "80275887", quantity: 7 },
        { code: "12345678", quantity: 1 },
      ],
    );
  });

  it.each([
    ["an article code alone", "80275887"],
    ["a formatted code", "802.758.87"],
    ["a URL", "https://www.ikea.com/fr/fr/p/billy-00263850/"],
    ["an article without quantity", "24080275887"],
    ["a quantity of zero", "240802758873000"],
    ["a 7-digit article", `2408024567${GS}302`],
    ["a 9-digit article", `240802758879${GS}302`],
    ["a quantity of more than 8 digits", `24080275887${GS}30123456789`],
    ["an unknown element", `24080275887${GS}302${GS}17260101`],
    ["a leading element after the articles", `24080275887${GS}302${GS}91ABC`],
    ["a quantity before any article", "302"],
    ["letters in a quantity", `24080275887${GS}30X`],
    ["an unbalanced bracketed form", "(240)80275887(30"],
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

  /**
   * A bundle label as retailers print them: a `91` element, then 24 articles of which 5 are
   * listed twice, in one element string; written with and without group separators.
   */
  describe("a bundle label of 24 lines, 19 articles", () => {
    const distinct = Array.from({ length: 19 }, (_, i) => String(10_203_040 + i * 1_234_567));
    const lines = [
      ...distinct.map((code, i) => ({ code, quantity: (i % 4) + 1 })),
      ...distinct.slice(0, 5).map((code, i) => ({ code, quantity: i + 2 })),
    ];
    const expected = distinct.map((code, i) => ({
      code,
      quantity: (i % 4) + 1 + (i < 5 ? i + 2 : 0),
    }));
    const body = (join: string) =>
      lines.map((line) => `240${line.code}${join}30${line.quantity}`).join(join);

    it.each([
      ["without any separator", `910042517${body("")}`],
      ["with separators", `910042517${GS}${body(GS)}`],
      ["as GS1 Data Matrix text", `]d2910042517${GS}${body(GS)}`],
      ["with a letter in the 91 element", `91A0042517${body("")}`],
    ])("sums the quantities %s", (_, text) => {
      const read = parseMultiArticleCode(text);
      expect(read).toEqual(expected);
      expect(read?.reduce((sum, item) => sum + item.quantity, 0)).toBe(
        lines.reduce((sum, line) => sum + line.quantity, 0),
      );
    });
  });

  it("reads back any list of repeated articles without separators, summed (property)", () => {
    const pool = fc.uniqueArray(article, { minLength: 1, maxLength: 6 });
    const lead = fc.stringMatching(/^\d{1,20}$/).filter((value) => !value.includes("240"));
    fc.assert(
      fc.property(
        pool.chain((codes) =>
          fc.tuple(
            fc.array(
              fc.record({
                code: fc.constantFrom(...codes),
                quantity: fc.integer({ min: 1, max: 999 }),
              }),
              { minLength: 1, maxLength: 30 },
            ),
            fc.option(lead, { nil: undefined }),
          ),
        ),
        ([list, leading]) => {
          const text = `${leading === undefined ? "" : `91${leading}`}${list
            .map((item) => `240${item.code}30${item.quantity}`)
            .join("")}`;
          const sums = new Map<string, number>();
          for (const item of list) sums.set(item.code, (sums.get(item.code) ?? 0) + item.quantity);
          expect(parseMultiArticleCode(text)).toEqual(
            [...sums].map(([code, quantity]) => ({ code, quantity })),
          );
        },
      ),
      { numRuns: 300 },
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
