import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clusterPoints, type MapPoint } from "./cluster";

const at = (x: number, y: number, id: string): MapPoint<string> => ({ x, y, item: id });

describe("clusterPoints", () => {
  it("groups points within the radius and keeps far ones apart", () => {
    const clusters = clusterPoints(
      [at(0, 0, "a"), at(10, 0, "b"), at(100, 100, "c"), at(5, 5, "d")],
      20,
      (id) => id,
    );
    expect(clusters.map((c) => [c.key, c.items])).toEqual([
      ["a", ["a", "b", "d"]],
      ["c", ["c"]],
    ]);
    expect(clusters[0]).toMatchObject({ x: 5, y: 5 / 3 });
    expect(clusters[1]).toMatchObject({ x: 100, y: 100 });
  });

  it("joins a neighbour across a grid cell border", () => {
    expect(clusterPoints([at(19, 19, "a"), at(21, 21, "b")], 20, (id) => id)).toHaveLength(1);
  });

  it("splits as the zoom grows (the same points, spread apart)", () => {
    const points = [at(0, 0, "a"), at(3, 0, "b"), at(0, 3, "c")];
    expect(clusterPoints(points, 20, (id) => id)).toHaveLength(1);
    const zoomed = points.map((p) => ({ ...p, x: p.x * 16, y: p.y * 16 }));
    expect(clusterPoints(zoomed, 20, (id) => id)).toHaveLength(3);
  });

  it("keeps every point exactly once, and no two cluster seeds within the radius", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 })), {
          maxLength: 200,
        }),
        fc.integer({ min: 5, max: 80 }),
        (coords, radius) => {
          const points = coords.map(([x, y], i) => at(x, y, String(i)));
          const clusters = clusterPoints(points, radius, (id) => id);
          const ids = clusters.flatMap((c) => c.items).sort();
          expect(ids).toEqual(points.map((p) => p.item).sort());
          const seeds = clusters.map((c) => points[Number(c.key)]!);
          for (let i = 0; i < seeds.length; i++) {
            for (let j = i + 1; j < seeds.length; j++) {
              const d2 = (seeds[i]!.x - seeds[j]!.x) ** 2 + (seeds[i]!.y - seeds[j]!.y) ** 2;
              expect(d2).toBeGreaterThan(radius * radius);
            }
          }
        },
      ),
    );
  });
});
