import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "../src/locales.ts";

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
  for (const locale of locales) {
    it(`${locale}: no text writes singular and plural at once`, () => {
      const found: string[] = [];
      for (const file of readdirSync(join(root, locale))) {
        const tree = JSON.parse(readFileSync(join(root, locale, file), "utf8")) as Tree;
        for (const [key, text] of entries(tree))
          if (bothForms.test(text)) found.push(`${file}:${key}: ${text}`);
      }
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
