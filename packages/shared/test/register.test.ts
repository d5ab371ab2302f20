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
    const de = (text: string) => otherRegister.de.some((re) => re.test(text));
    expect(de("Wählen Sie Ihr Land")).toBe(true);
    expect(de("Wir schicken Ihnen einen Link.")).toBe(true);
    expect(de("Ihr Passwort wurde geändert. Ihr Frontalier-Team")).toBe(false);
    expect(de("Hallo,\n\nIhr  -Team")).toBe(true);
    expect(de("Wähle dein Land")).toBe(false);
    // "sie" (they) and a sentence that starts with "Sie" meaning they are not the polite form.
    expect(de("Die Preise sind indikativ. Sie stammen von IKEA, die sie anzeigt.")).toBe(false);
    const pt = (text: string) => otherRegister.pt.some((re) => re.test(text));
    expect(pt("Escolha o seu país")).toBe(true);
    expect(pt("Já tem conta?")).toBe(true);
    expect(pt("Um endereço que já tem uma conta")).toBe(false);
    expect(pt("Alguém (talvez você) tentou")).toBe(true);
    expect(pt("Escolhe o teu país")).toBe(false);
    expect(pt("A loja mais próxima e a sua distância")).toBe(false);
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
