import { describe, expect, it } from "vitest";
import { GROUP_SEPARATOR as GS } from "./multi-article-code.ts";
import { readScannedCode, shownScanText } from "./scan-format.ts";

describe("readScannedCode", () => {
  it.each([
    ["qr", "https://www.ikea.com/fr/fr/p/billy-bibliotheque-blanc-00263850/", "00263850"],
    ["data-matrix", "80275887", "80275887"],
    ["code-128", "80275887", "80275887"],
    ["code-128", "802.758.87", "80275887"],
    ["itf", "0080275887", "00802758"],
    // Restricted-circulation numbers (prefix 20–29) are the retailer's own: 20 + article + check.
    ["ean-13", "2080275887009", "80275887"],
    ["itf", "12980275887009", "80275887"],
  ] as const)("reads a %s code %s as the article %s", (format, text, code) => {
    expect(readScannedCode(text, format)).toEqual({ kind: "article", code });
  });

  it.each([
    // A manufacturer's trade item number: its first 8 digits are a company prefix, not an article.
    ["ean-13", "4002515289693"],
    ["itf", "14002515289690"],
    // A check digit that does not match is a misread, never an article.
    ["ean-13", "2080275887003"],
    ["qr", "https://www.ikea.com/fr/fr/"],
    ["code-128", "ABC-12"],
  ] as const)("says a %s code %s holds no article", (format, text) => {
    expect(readScannedCode(text, format)).toEqual({ kind: "unknown" });
  });

  it("reads a bundle label's Data Matrix as its articles, quantities summed", () => {
    const text = `910042517${GS}24080275887${GS}302${GS}24030379118${GS}301${GS}24080275887${GS}303`;
    expect(readScannedCode(text, "data-matrix")).toMatchObject({
      kind: "articles",
      items: [
        { code: "80275887", quantity: 5 },
        { code: "30379118", quantity: 1 },
      ],
    });
  });
});

describe("shownScanText", () => {
  it("shows separators as spaces and shortens a long text", () => {
    expect(shownScanText(`91A${GS}24080275887`)).toBe("91A 24080275887");
    const long = shownScanText("x".repeat(200));
    expect(long).toHaveLength(80);
    expect(long.endsWith("…")).toBe(true);
  });
});
