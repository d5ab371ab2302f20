import { describe, expect, it } from "vitest";
import { searchName } from "./search-name.ts";

describe("searchName", () => {
  it.each([
    ["BJÖRKSNÄS", "bjorksnas"],
    ["MÅLA", "mala"],
    ["  Étagère   Ikea ", "etagere ikea"],
    ["FÄRLÖV Canapé 3 places", "farlov canape 3 places"],
    ["Ñandú", "nandu"],
    ["Skrivbord", "skrivbord"],
  ])("%s → %s", (text, expected) => {
    expect(searchName(text)).toBe(expected);
  });

  it("is idempotent", () => {
    for (const text of ["ÄPPLARÖ", "Ça va", "KNOPPÄNG 13×18"]) {
      expect(searchName(searchName(text))).toBe(searchName(text));
    }
  });
});
