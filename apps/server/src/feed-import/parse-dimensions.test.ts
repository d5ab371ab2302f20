import { describe, expect, it } from "vitest";
import { parseCentimetres, parseLabelledDimensions } from "./parse-dimensions.ts";

describe("parseCentimetres", () => {
  it.each([
    ["198 cm", 198],
    ["80.0", 80],
    ["62,5 cm", 62.5],
    ["99", 99],
  ])("%s → %s", (text, expected) => expect(parseCentimetres(text)).toBe(expected));

  it.each(["", "cm", "12 m", "ca. 80 cm"])("refuses %j", (text) =>
    expect(parseCentimetres(text)).toBeNull(),
  );
});

describe("parseLabelledDimensions", () => {
  it("reads the article's own width, depth and height", () => {
    expect(
      parseLabelledDimensions(
        "Width:80.0 cm Depth:62.1 cm Height:88.0 cm Frame, depth:60.0 cm Frame, height:80.0 cm",
      ),
    ).toEqual({ widthCm: 80, depthCm: 62.1, heightCm: 88 });
  });

  it("ignores a part's depth when the article has none", () => {
    expect(
      parseLabelledDimensions("Width:80.0 cm System, depth:37 cm Frame, height:80.0 cm"),
    ).toEqual({ widthCm: 80, depthCm: null, heightCm: null });
  });
});
