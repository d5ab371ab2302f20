import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultLocale, locales } from "../src/locales.ts";

const root = join(import.meta.dirname, "..", "locales");

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const read = (locale: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(root, locale, `${ns}.json`), "utf8")) as Tree);

const namespaces = readdirSync(join(root, defaultLocale))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""));

// A count's text is a family of keys, one per plural category of the language (CLDR, through
// Intl.PluralRules: French, Spanish, Italian and Portuguese have `many` too) plus an optional `_zero`.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function categoriesOf(locale: string): Set<string> {
  return new Set(["zero", ...new Intl.PluralRules(locale).resolvedOptions().pluralCategories]);
}

/** Keys with every plural form folded into `base_#`, so that languages with other categories compare. */
function folded(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((key) => key.replace(pluralSuffix, "_#")));
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g)].map((m) => m[1]).sort();

describe("plural keys", () => {
  it("accept the categories CLDR gives each language, and only those", () => {
    expect([...categoriesOf("fr")].sort()).toEqual(["many", "one", "other", "zero"]);
    expect(categoriesOf("de").has("many")).toBe(false);
    expect([...folded(["a_one", "a_many", "a_other", "b"])].sort()).toEqual(["a_#", "b"]);
  });
});

describe("translations", () => {
  it("has namespaces", () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const ns of namespaces) {
    const reference = read(defaultLocale, ns);
    for (const locale of locales) {
      it(`${locale}/${ns}.json has every key of fr, no extra key, and the same placeholders`, () => {
        const other = read(locale, ns);
        const want = folded(reference.keys());
        const have = folded(other.keys());
        const missing = [...want].filter((k) => !have.has(k));
        const extra = [...have].filter((k) => !want.has(k));
        // Each plural family has `_other`, and no category the language does not have (`_few` in French).
        const categories = categoriesOf(locale);
        const foreign = [...other.keys()].filter((k) => {
          const category = k.match(pluralSuffix)?.[1];
          return category !== undefined && !categories.has(category);
        });
        const withoutOther = [...have]
          .filter((k) => k.endsWith("_#"))
          .filter((k) => !other.has(k.replace(/_#$/, "_other")));
        expect({ missing, extra, foreign, withoutOther }).toEqual({
          missing: [],
          extra: [],
          foreign: [],
          withoutOther: [],
        });
        const referenceOther = (key: string) =>
          reference.get(key) ?? reference.get(key.replace(pluralSuffix, "_other"));
        for (const [key, translated] of other) {
          const text = referenceOther(key);
          if (text === undefined) continue;
          expect(translated.trim(), `${locale}:${ns}:${key} is empty`).not.toBe("");
          expect(placeholders(translated), `${locale}:${ns}:${key}`).toEqual(placeholders(text));
        }
      });
    }
  }
});
