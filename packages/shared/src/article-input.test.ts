import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatArticleCode } from "./article-code";
import { parseArticleInput, searchName } from "./article-input";

describe("what a shopper types", () => {
  it.each([
    ["80275887", "80275887", false],
    ["802.758.87", "80275887", false],
    [" 802 758 87 ", "80275887", false],
    ["802,758,87", "80275887", false],
    ["802-758-87", "80275887", false],
    ["s69305697", "69305697", true],
    ["S491.308.06", "49130806", true],
    ["https://www.ikea.com/fr/fr/p/billy-bibliotheque-blanc-00263850/", "00263850", false],
    ["https://www.ikea.com/se/sv/p/kallax-hylla-s69305697/", "69305697", true],
    ["www.ikea.com/nl/en/p/billy-bookcase-white-00263850/", "00263850", false],
  ])("reads %j as article %s (combination: %s)", (text, code, isCombination) => {
    expect(parseArticleInput(text)).toEqual({ kind: "code", code, isCombination });
  });

  it.each(["BILLY", "billy 80", "Kallax étagère", "1234567"])("treats %j as a name", (text) => {
    expect(parseArticleInput(text)).toEqual({ kind: "name", query: text });
  });

  it("ignores blank input", () => {
    expect(parseArticleInput("   ")).toEqual({ kind: "empty" });
  });

  it("reads every written form of any code", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{8}$/),
        fc.constantFrom("", ".", " ", ","),
        fc.boolean(),
        (code, sep, spr) => {
          const text = `${spr ? "s" : ""}${code.slice(0, 3)}${sep}${code.slice(3, 6)}${sep}${code.slice(6)}`;
          expect(parseArticleInput(text)).toEqual({ kind: "code", code, isCombination: spr });
          expect(parseArticleInput(formatArticleCode(code))).toMatchObject({ code });
        },
      ),
    );
  });

  it("normalises names for search", () => {
    expect(searchName("  Étagère  MÖRBYLÅNGA ")).toBe("etagere morbylanga");
  });
});
