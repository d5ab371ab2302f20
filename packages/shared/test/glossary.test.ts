import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "../src/locales.ts";
import { phrase, shopperTexts, wordsOf } from "./shopper-texts.ts";

interface Usage {
  /** The term and its inflections: at least one is used. */
  forms: string[];
  /** Other words for the same idea: none is used. */
  forbidden: string[];
}

type Idea = { idea: string; caseSensitive?: boolean } & Record<string, Usage | string | boolean>;

const glossary = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "locales", "glossary.json"), "utf8"),
) as Record<string, Idea>;

describe("glossary", () => {
  it("names each idea in all 7 languages", () => {
    expect(Object.keys(glossary).length).toBeGreaterThanOrEqual(12);
    for (const [name, idea] of Object.entries(glossary))
      for (const locale of locales) expect(idea[locale], `${name} in ${locale}`).toBeTruthy();
  });

  it("finds a forbidden variant where a text has one (the check can fail)", () => {
    expect(phrase("mail").test("Un mail arrive")).toBe(true);
    expect(phrase("mail").test("Un e-mail arrive")).toBe(false);
    expect(phrase("chez vous").test("C'est moins cher chez vous.")).toBe(true);
    expect(phrase("thuis").test("Thuisland")).toBe(false);
  });

  for (const locale of locales) {
    it(`${locale}: one word per idea, the glossary's`, () => {
      // Product types are the retailer's own names (a wire basket is not our basket).
      const texts = shopperTexts(locale)
        .filter(({ where }) => !where.startsWith("product-types:"))
        .map(({ where, text }) => ({ where, text: wordsOf(text) }));
      const unused: string[] = [];
      const found: string[] = [];
      for (const [name, idea] of Object.entries(glossary)) {
        const usage = idea[locale] as Usage;
        const flags = idea.caseSensitive ? "u" : "iu";
        const forms = usage.forms.map((form) => phrase(form, flags));
        if (!texts.some(({ text }) => forms.some((form) => form.test(text))))
          unused.push(`${name}: ${usage.forms.join(" / ")}`);
        for (const variant of usage.forbidden) {
          const re = phrase(variant, flags);
          for (const { where, text } of texts)
            if (re.test(text)) found.push(`${name}: "${variant}" in ${where}`);
        }
      }
      expect({ unused, found }).toEqual({ unused: [], found: [] });
    });
  }
});
