import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "./locales.ts";
import {
  isProductTypeKey,
  type ProductTypeWordings,
  productTypeKeys,
  productTypeOf,
  productTypes,
} from "./product-types.ts";

const labels = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, "..", "locales", locale, "product-types.json"), "utf8"),
  ) as Record<string, string>;

describe("product types", () => {
  it("has stable kebab-case keys, each with at least one source wording", () => {
    expect(productTypeKeys.length).toBeGreaterThanOrEqual(120);
    for (const key of productTypeKeys) {
      expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const { sa, no } = productTypes[key] as ProductTypeWordings;
      expect(sa.length + no.length, key).toBeGreaterThan(0);
    }
  });

  it("maps every wording of a source to one type only", () => {
    for (const source of ["sa", "no"] as const) {
      const seen = new Map<string, string>();
      for (const key of productTypeKeys) {
        for (const wording of (productTypes[key] as ProductTypeWordings)[source]) {
          const normal = wording.toLowerCase();
          expect(seen.get(normal), `${source}: "${wording}" in ${key}`).toBeUndefined();
          seen.set(normal, key);
        }
      }
    }
  });

  it("finds a type from a wording whatever its case and spacing, per source", () => {
    expect(productTypeOf("sa", "Shelving unit")).toBe("shelving-unit");
    expect(productTypeOf("sa", "  shelving   UNIT ")).toBe("shelving-unit");
    expect(productTypeOf("sa", "Table+2 chairs")).toBe("table-and-2-chairs");
    expect(productTypeOf("no", "3-seters sofa")).toBe("3-seat-sofa");
    expect(productTypeOf("no", "Hjørnesofa, 5-seters")).toBe("corner-sofa");
    // A Norwegian wording is not an English one.
    expect(productTypeOf("sa", "3-seters sofa")).toBeNull();
    expect(productTypeOf("sa", "Spaceship")).toBeNull();
    expect(isProductTypeKey("bookcase")).toBe(true);
    expect(isProductTypeKey("toString")).toBe(false);
  });

  it("names every type in each of the 7 languages, with the retailer's French wording", () => {
    for (const locale of locales) {
      const texts = labels(locale);
      expect(Object.keys(texts).sort(), locale).toEqual([...productTypeKeys].sort());
      for (const key of productTypeKeys)
        expect(texts[key]?.trim(), `${locale}:${key}`).not.toBe("");
    }
    const fr = labels("fr");
    expect(fr.bookcase).toBe("Bibliothèque");
    expect(fr["shelving-unit"]).toBe("Étagère");
    expect(fr["3-seat-sofa"]).toBe("Canapé 3 places");
    expect(fr.wardrobe).toBe("Armoire");
    expect(fr["tv-bench"]).toBe("Banc TV");
    expect(fr["table-and-4-chairs"]).toBe("Table et 4 chaises");
    expect(labels("de")["3-seat-sofa"]).toBe("3er-Sofa");
  });

  it("does not leave the English wording in another language's table for the common types", () => {
    const en = labels("en");
    for (const locale of locales.filter((l) => l !== "en")) {
      const texts = labels(locale);
      for (const key of ["bookcase", "shelving-unit", "3-seat-sofa", "armchair", "wardrobe"])
        expect(texts[key], `${locale}:${key}`).not.toBe(en[key]);
    }
  });
});
