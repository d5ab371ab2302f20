import { describe, expect, it } from "vitest";
import { codeQuality } from "./scan-quality.ts";

const square = (cx: number, cy: number, side: number) => [
  { x: cx - side / 2, y: cy - side / 2 },
  { x: cx + side / 2, y: cy - side / 2 },
  { x: cx + side / 2, y: cy + side / 2 },
  { x: cx - side / 2, y: cy + side / 2 },
];

describe("codeQuality", () => {
  it("is 1 for a large code in the centre", () => {
    expect(codeQuality(square(300, 300, 240), 600, 600)).toBe(1);
  });

  it("grows with the code's size", () => {
    const small = codeQuality(square(300, 300, 60), 600, 600);
    const medium = codeQuality(square(300, 300, 120), 600, 600);
    expect(small).toBeLessThan(medium);
    expect(medium).toBeLessThan(1);
  });

  it("drops as the code leaves the centre", () => {
    const centred = codeQuality(square(300, 300, 120), 600, 600);
    const aside = codeQuality(square(500, 300, 120), 600, 600);
    expect(aside).toBeLessThan(centred);
    expect(aside).toBeGreaterThan(0);
  });

  it("is 0 without a shape or an area", () => {
    expect(codeQuality([], 600, 600)).toBe(0);
    expect(codeQuality(square(0, 0, 10), 0, 600)).toBe(0);
  });
});
