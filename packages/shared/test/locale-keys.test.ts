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

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("translations", () => {
  it("has namespaces", () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const ns of namespaces) {
    const reference = read(defaultLocale, ns);
    for (const locale of locales) {
      it(`${locale}/${ns}.json has every key of fr, no extra key, and the same placeholders`, () => {
        const other = read(locale, ns);
        const missing = [...reference.keys()].filter((k) => !other.has(k));
        const extra = [...other.keys()].filter((k) => !reference.has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        for (const [key, text] of reference) {
          const translated = other.get(key)!;
          expect(translated.trim(), `${locale}:${ns}:${key} is empty`).not.toBe("");
          expect(placeholders(translated), `${locale}:${ns}:${key}`).toEqual(placeholders(text));
        }
      });
    }
  }
});
