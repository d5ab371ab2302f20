import { describe, expect, it } from "vitest";
import { articleCheckDigit, demoArticleCode, hasValidCheckDigit } from "./article-codes.ts";
import { seededRandom } from "./seeded-random.ts";

describe("article check digit", () => {
  it.each(["00263850", "30379118", "40277992", "69305697", "49130806", "30365871"])(
    "accepts the real number %s",
    (code) => {
      expect(hasValidCheckDigit(code)).toBe(true);
    },
  );

  it("rejects a number with one digit changed or two swapped", () => {
    expect(hasValidCheckDigit("00263851")).toBe(false);
    expect(hasValidCheckDigit("03263850")).toBe(false);
    expect(hasValidCheckDigit("00236850")).toBe(false);
    expect(hasValidCheckDigit("0026385")).toBe(false);
  });

  it("computes the digit from the seven that follow", () => {
    expect(articleCheckDigit("0263850")).toBe(0);
    expect(articleCheckDigit("0379118")).toBe(3);
  });
});

describe("demoArticleCode", () => {
  it("gives distinct, valid, recognisable codes", () => {
    const random = seededRandom(7);
    const taken = new Set<string>();
    const codes = Array.from({ length: 2000 }, () => demoArticleCode(random, taken));
    expect(new Set(codes).size).toBe(2000);
    for (const code of codes) {
      expect(code).toMatch(/^\d5\d{6}$/);
      expect(hasValidCheckDigit(code)).toBe(true);
    }
  });
});
