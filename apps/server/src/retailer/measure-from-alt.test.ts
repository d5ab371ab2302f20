import { describe, expect, it } from "vitest";
import { measureFromAlt } from "./measure-from-alt.ts";

describe("measureFromAlt", () => {
  it.each([
    ["KOMPLEMENT Boden, weiß, 50x35 cm", "50x35 cm"],
    ["KALLAX КАЛЛАКС Стеллаж, серый/под дерево, 77x147 см", "77x147 см"],
    ["BILLY Bookcase, white, 80x28x202 cm", "80x28x202 cm"],
    ["FADO Table lamp, white, 25 cm", "25 cm"],
    ['BILLY Bookcase, white, 31 1/2x11x79 1/2 "', '31 1/2x11x79 1/2 "'],
  ])("%s → %s", (alt, measure) => {
    expect(measureFromAlt(alt)).toBe(measure);
  });

  it.each([
    "ANTILOP АНТИЛОП Ножка высокого стула",
    "KOMPLEMENT Boden, weiß",
    "SKURUP, 3 spots",
    "",
  ])("%s → null", (alt) => {
    expect(measureFromAlt(alt)).toBeNull();
  });
});
