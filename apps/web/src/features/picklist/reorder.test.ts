import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCountry, moveCountry, removeCountry } from "./reorder";

const list = ["FR", "BE", "DE", "NL", "ES"];

describe("picklist edits", () => {
  it("moves a country up, down, to the ends, never above home", () => {
    expect(moveCountry(list, "DE", 1)).toEqual(["FR", "DE", "BE", "NL", "ES"]);
    expect(moveCountry(list, "BE", 2)).toEqual(["FR", "DE", "BE", "NL", "ES"]);
    expect(moveCountry(list, "ES", 0)).toEqual(["FR", "ES", "BE", "DE", "NL"]);
    expect(moveCountry(list, "BE", 99)).toEqual(["FR", "DE", "NL", "ES", "BE"]);
    expect(moveCountry(list, "FR", 3)).toEqual(list);
  });

  it("never removes home, and adds each country once", () => {
    expect(removeCountry(list, "FR")).toEqual(list);
    expect(removeCountry(list, "NL")).toEqual(["FR", "BE", "DE", "ES"]);
    expect(addCountry(list, "PL")).toEqual([...list, "PL"]);
    expect(addCountry(list, "DE")).toEqual(list);
  });

  it("keeps the same countries, home first, whatever the moves", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: -2, max: 7 }))),
        (moves) => {
          let current = list;
          for (const [index, to] of moves) current = moveCountry(current, list[index]!, to);
          expect(current[0]).toBe("FR");
          expect([...current].sort()).toEqual([...list].sort());
        },
      ),
    );
  });
});
