import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "../src/locales.ts";
import { shopperTexts } from "./shopper-texts.ts";

const root = join(import.meta.dirname, "..", "locales");

type Tree = { [key: string]: string | Tree };

function* entries(tree: Tree, prefix = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") yield [path, value];
    else yield* entries(value, path);
  }
}

// "1 page(s)", "Frage(n)", "pagina('s)", "artikel(en)", "domanda/e", "articolo/i", "vraag/vragen":
// a count is said with the translator's plural forms (`key_one`, `key_other`), never both at once.
const bothForms = /\w\((s|n|en|'s|e|es)\)|\w\/(e|i|a|es|s)\b|vraag\/vragen/;

describe("counts in every language", () => {
  it("recognises a text that writes both forms (the check can fail)", () => {
    for (const text of ["1 ligne(s)", "3 Frage(n)", "2 riga/e", "5 artikel(en)"])
      expect(bothForms.test(text), text).toBe(true);
    expect(bothForms.test("2 lignes reconnues")).toBe(false);
  });

  for (const locale of locales) {
    it(`${locale}: no text writes singular and plural at once`, () => {
      // Every locale file and the FAQ a fresh install serves.
      const found = shopperTexts(locale)
        .filter(({ text }) => bothForms.test(text))
        .map(({ where, text }) => `${where}: ${text}`);
      expect(found).toEqual([]);
    });
  }

  it("writes the plural forms of a key together", () => {
    for (const locale of locales) {
      for (const file of readdirSync(join(root, locale))) {
        const tree = JSON.parse(readFileSync(join(root, locale, file), "utf8")) as Tree;
        const keys = new Set([...entries(tree)].map(([key]) => key));
        for (const key of keys) {
          const one = key.match(/^(.*)_one$/);
          if (one) expect(keys.has(`${one[1]}_other`), `${locale}/${file}:${key}`).toBe(true);
        }
      }
    }
  });
});
