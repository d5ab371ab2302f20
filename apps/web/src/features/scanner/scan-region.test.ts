import { describe, expect, it } from "vitest";
import { scanRegion } from "./scan-region";

describe("scanRegion", () => {
  it("is the centred frame plus its margin when the whole video is shown", () => {
    expect(scanRegion({ width: 1280, height: 720 }, { width: 640, height: 360 })).toEqual({
      x: 350,
      y: 70,
      width: 580,
      height: 580,
    });
  });

  it("follows object-fit: cover in a portrait view of a landscape video", () => {
    // 390×700 shows a 401×720 slice of the 1280×720 video: the frame is 70 % of 401 px.
    const region = scanRegion({ width: 1280, height: 720 }, { width: 390, height: 700 });
    expect(region.width).toBe(323);
    expect(Math.abs(region.x + region.width / 2 - 640)).toBeLessThanOrEqual(1);
    expect(Math.abs(region.y + region.height / 2 - 360)).toBeLessThanOrEqual(1);
  });

  it("never leaves the video", () => {
    const region = scanRegion({ width: 640, height: 480 }, { width: 2000, height: 100 });
    expect(region.x).toBeGreaterThanOrEqual(0);
    expect(region.y).toBeGreaterThanOrEqual(0);
    expect(region.x + region.width).toBeLessThanOrEqual(640);
    expect(region.y + region.height).toBeLessThanOrEqual(480);
  });

  it("uses the video's own size when the view is not laid out", () => {
    expect(scanRegion({ width: 1280, height: 720 }, null)).toEqual(
      scanRegion({ width: 1280, height: 720 }, { width: 1280, height: 720 }),
    );
  });
});
