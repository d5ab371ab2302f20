import { geoConicConformal } from "d3-geo";
import { describe, expect, it } from "vitest";
import { EUROPE_BOUNDS } from "./europe-countries";
import { createEuropeProjection, EUROPE_PROJECTION, MAP_HEIGHT, MAP_WIDTH } from "./projection";

/** What the map drew with before the projection was inlined: d3-geo fitted to the frame. */
function d3Reference() {
  const [w, s, e, n] = EUROPE_BOUNDS;
  const ring: [number, number][] = [];
  for (let lon = w; lon <= e; lon += 2) ring.push([lon, s]);
  for (let lon = e; lon >= w; lon -= 2) ring.push([lon, n]);
  ring.push([w, s]);
  return geoConicConformal()
    .rotate([-10, 0])
    .parallels([40, 65])
    .fitExtent(
      [
        [4, 4],
        [MAP_WIDTH - 4, MAP_HEIGHT - 4],
      ],
      { type: "Polygon", coordinates: [ring.reverse()] },
    );
}

describe("the Europe projection", () => {
  const project = createEuropeProjection();
  const inside = ([x, y]: [number, number]) =>
    x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;

  it("puts the corners of the markets inside the drawing", () => {
    for (const [lon, lat] of [
      [-21.94, 64.15], // Reykjavík
      [-9.14, 38.72], // Lisboa
      [33.36, 35.17], // Nicosia
      [25.47, 65.01], // Oulu
      [-6.26, 53.35], // Dublin
    ] as const) {
      const point = project([lon, lat]);
      expect(point && inside(point), `${lon},${lat}`).toBe(true);
    }
  });

  it("keeps north up and west left", () => {
    const paris = project([2.35, 48.86])!;
    const berlin = project([13.4, 52.52])!;
    const rome = project([12.5, 41.9])!;
    expect(berlin[0]).toBeGreaterThan(paris[0]);
    expect(rome[1]).toBeGreaterThan(berlin[1]);
  });

  it("inverts what it projects (the typed position of a click)", () => {
    const [lon, lat] = project.invert!(project([4.35, 50.85])!)!;
    expect(lon).toBeCloseTo(4.35, 6);
    expect(lat).toBeCloseTo(50.85, 6);
  });

  it("is d3-geo's fitted Lambert conic, and so are the parameters the build draws with", () => {
    const reference = d3Reference();
    const { rotate, parallels, scale, translate } = EUROPE_PROJECTION;
    const same = geoConicConformal().rotate(rotate).parallels(parallels).scale(scale);
    same.translate(translate);
    for (const point of [
      [-21.94, 64.15],
      [2.35, 48.86],
      [33.36, 35.17],
      [25.47, 65.01],
      [10, 40],
      [-30, 30],
    ] as const) {
      const [x, y] = reference([point[0], point[1]])!;
      for (const [px, py] of [project(point), same([point[0], point[1]])!]) {
        expect(px).toBeCloseTo(x, 3);
        expect(py).toBeCloseTo(y, 3);
      }
    }
  });
});
