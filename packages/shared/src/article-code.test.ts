import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractArticleCode, formatArticleCode } from "./article-code";

describe("article codes (spec §5)", () => {
  it.each([
    ["80275887", "80275887"],
    ["802.758.87", "80275887"],
    ["802 758 87", "80275887"],
    ["802,758,87", "80275887"],
    ["https://www.ikea.com/fr/fr/p/billy-bibliotheque-blanc-00263850/", "00263850"],
    ["https://www.ikea.com/se/sv/p/kallax-s69305697/", "69305697"],
    ["code 12345678 then 87654321", "12345678"],
    ["1234567890", "12345678"],
  ])("reads %s as %s", (text, code) => {
    expect(extractArticleCode(text)).toBe(code);
  });

  it.each(["", "1234567", "12.34.56", "BILLY"])("finds no code in %j", (text) => {
    expect(extractArticleCode(text)).toBeNull();
  });

  it("formats as three digits, a dot, three digits, a dot, two digits", () => {
    expect(formatArticleCode("80275887")).toBe("802.758.87");
  });

  it("round-trips any 8 digits through its formatted form", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (code) => {
        expect(extractArticleCode(formatArticleCode(code))).toBe(code);
      }),
    );
  });

  it("finds the first 8-digit run wherever it stands", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z ]{0,10}$/),
        fc.stringMatching(/^\d{8}$/),
        fc.stringMatching(/^[a-z/]{0,10}$/),
        (before, code, after) => {
          expect(extractArticleCode(`${before}${code}${after}`)).toBe(code);
        },
      ),
    );
  });

  it("returns 8 digits or nothing for any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const code = extractArticleCode(text);
        expect(code === null || /^\d{8}$/.test(code)).toBe(true);
      }),
    );
  });
});
