import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findDeveloperText } from "../src/developer-text.ts";
import { locales } from "../src/locales.ts";

const root = join(import.meta.dirname, "..", "locales");

function* texts(tree: unknown, path: string): Generator<[string, string]> {
  if (typeof tree === "string") yield [path, tree];
  else if (tree && typeof tree === "object")
    for (const [key, value] of Object.entries(tree))
      yield* texts(value, path ? `${path}.${key}` : key);
}

describe("findDeveloperText", () => {
  it.each([
    ["Chargez la vraie liste avec npm run import:stores.", "a command"],
    ["Lancez npx playwright install.", "a command"],
    ["Configure ECB_RATES_URL first.", "an environment variable"],
    ["Set DATABASE_URL to a server.", "an environment variable"],
    ["Les magasins viennent de stores.json.", "a file name"],
    ["See data/stores for the list.", "a file path"],
    ["Ouvrez ./scripts pour voir.", "a file path"],
    ["Le catalogue est dans catalogue.csv", "a file name"],
    ["Open http://localhost:3000", "a loopback address"],
    ["Le serveur écoute sur 127.0.0.1.", "a loopback address"],
    ["Relancez avec --refresh.", "a command-line flag"],
    ["Tapez `import`.", "a code span"],
  ])("finds developer text in %j", (text, rule) => {
    expect(findDeveloperText(text)?.rule).toBe(rule);
  });

  it.each([
    "Prix convertis au taux de référence de la BCE du {{date}}.",
    "Exemples : 80275887, 802.758.87, 802 758 87",
    "Écrivez-nous à contact@frontalier.eu ou sur frontalier.eu.",
    "IKEA-Einrichtungshäuser in Europa, 48.85, 2.35",
    "Le code figure sur l'étiquette en magasin — KALLAX, BILLY.",
    "Prix HT/TTC, 3 jours ouvrés, km/h",
  ])("leaves a shopper's sentence alone: %j", (text) => {
    expect(findDeveloperText(text)).toBeNull();
  });
});

describe("a shopper's page", () => {
  it("holds no command, variable, file name or path in any of the 7 languages", () => {
    const found: string[] = [];
    let checked = 0;
    for (const locale of locales) {
      for (const file of readdirSync(join(root, locale)).filter((f) => f.endsWith(".json"))) {
        const tree: unknown = JSON.parse(readFileSync(join(root, locale, file), "utf8"));
        for (const [key, text] of texts(tree, "")) {
          checked++;
          const hit = findDeveloperText(text);
          if (hit)
            found.push(
              `${locale}:${file.replace(/\.json$/, "")}:${key} (${hit.rule}: ${hit.match})`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(found).toEqual([]);
  });
});
