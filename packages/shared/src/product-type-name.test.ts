import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { productTypeKeyOfName } from "./product-type-name.ts";
import { productTypeKeys } from "./product-types.ts";

const english = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "locales", "en", "product-types.json"), "utf8"),
) as Record<string, string>;

describe("productTypeKeyOfName", () => {
  it("leads every English type name back to its key, so the web can translate each type", () => {
    const astray = productTypeKeys.filter((key) => productTypeKeyOfName(english[key]!) !== key);
    expect(astray).toEqual([]);
  });

  it("gives a key no table has for a name in another language or an unknown one", () => {
    expect(productTypeKeyOfName("Shelving unit")).toBe("shelving-unit");
    expect(productTypeKeyOfName("Children's chair")).toBe("childrens-chair");
    expect(productTypeKeyOfName("Étagère")).not.toBeOneOf(productTypeKeys);
    expect(productTypeKeyOfName("Spaceship")).not.toBeOneOf(productTypeKeys);
  });
});
