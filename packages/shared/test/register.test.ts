import { describe, expect, it } from "vitest";
import { otherRegister } from "./registers.ts";
import { shopperTexts, wordsOf } from "./shopper-texts.ts";

describe("register", () => {
  it("recognises the other register (the check can fail)", () => {
    expect(otherRegister.es.some((re) => re.test("Elija su país"))).toBe(true);
    expect(otherRegister.es.some((re) => re.test("Elige tu país"))).toBe(false);
    expect(otherRegister.it.some((re) => re.test("Scelga il Suo paese"))).toBe(true);
    expect(otherRegister.it.some((re) => re.test("Scegli il tuo paese"))).toBe(false);
    expect(otherRegister.nl.some((re) => re.test("Kiest u uw land"))).toBe(true);
    expect(otherRegister.nl.some((re) => re.test("Kies je land"))).toBe(false);
  });

  for (const [locale, patterns] of Object.entries(otherRegister)) {
    it(`${locale}: every text addresses the shopper the same way`, () => {
      const found: string[] = [];
      for (const { where, text } of shopperTexts(locale))
        for (const re of patterns) {
          const hit = wordsOf(text).match(re);
          if (hit) found.push(`${where}: "${hit[0]}"`);
        }
      expect(found).toEqual([]);
    });
  }
});
