import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centreOn, clampView, initialView, MAX_ZOOM, panBy, zoomAt } from "./view";

const size = { width: 1000, height: 800 };

describe("map view", () => {
  it("zooms around the pointer: the point under it stays put", () => {
    const view = zoomAt(initialView, 2, { x: 300, y: 200 }, size);
    expect(view).toEqual({ k: 2, x: -300, y: -200 });
    // Drawing point (300, 200) shows at 300 * 2 - 300 = 300.
    expect(300 * view.k + view.x).toBe(300);
  });

  it("never zooms out past the whole map nor in past the maximum", () => {
    expect(zoomAt(initialView, 0.5, { x: 0, y: 0 }, size)).toEqual(initialView);
    expect(zoomAt({ k: MAX_ZOOM, x: 0, y: 0 }, 2, { x: 0, y: 0 }, size).k).toBe(MAX_ZOOM);
  });

  it("keeps the drawing covering the frame when panning", () => {
    expect(panBy(initialView, 50, 50, size)).toEqual(initialView);
    const zoomed = { k: 2, x: -500, y: -400 };
    expect(panBy(zoomed, -10_000, 0, size)).toEqual({ k: 2, x: -1000, y: -400 });
  });

  it("centres a point when it can", () => {
    expect(centreOn({ x: 500, y: 400 }, 4, size)).toEqual({ k: 4, x: -1500, y: -1200 });
  });

  it("any sequence of moves stays inside the frame", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: 0.2, max: 5, noNaN: true }),
            fc.integer({ min: -900, max: 900 }),
          ),
          { maxLength: 30 },
        ),
        (moves) => {
          let view = initialView;
          for (const [factor, delta] of moves) {
            view = panBy(zoomAt(view, factor, { x: 400, y: 300 }, size), delta, -delta, size);
            expect(view).toEqual(clampView(view, size));
            expect(view.x).toBeLessThanOrEqual(0);
            expect(view.x + size.width * view.k).toBeGreaterThanOrEqual(size.width - 1e-9);
          }
        },
      ),
    );
  });
});
