// With its extension: the Vite config loads this file too (build/europe-shapes.ts).
import { EUROPE_BOUNDS } from "./europe-countries.ts";

/** The map's drawing size in SVG units; the SVG scales to its box (viewBox). */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 860;
const PADDING = 4;

/** Lambert conformal conic, as European atlases draw the continent (true angles). */
const CENTRAL_MERIDIAN = 10;
const PARALLELS = [40, 65] as const;

const radians = Math.PI / 180;
const halfPi = Math.PI / 2;
const tany = (phi: number) => Math.tan((halfPi + phi) / 2);
const [phi0, phi1] = [PARALLELS[0] * radians, PARALLELS[1] * radians];
const n = Math.log(Math.cos(phi0) / Math.cos(phi1)) / Math.log(tany(phi1) / tany(phi0));
const f = (Math.cos(phi0) * tany(phi0) ** n) / n;

/**
 * The projection before scaling, y down, as d3-geo's geoConicConformal computes it: the map
 * projects its few store positions with these twenty lines instead of shipping d3-geo.
 */
function raw(lon: number, lat: number): [number, number] {
  const lambda = (lon - CENTRAL_MERIDIAN) * radians;
  const phi = Math.max(-halfPi + 1e-6, lat * radians);
  const r = f / tany(phi) ** n;
  return [r * Math.sin(n * lambda), -(f - r * Math.cos(n * lambda))];
}

function rawInvert(x: number, y: number): [number, number] {
  const fy = f + y;
  const r = Math.sign(n) * Math.hypot(x, fy);
  const lambda = Math.atan2(x, Math.abs(fy)) * Math.sign(fy);
  const phi = 2 * Math.atan((f / r) ** (1 / n)) - halfPi;
  return [lambda / n / radians + CENTRAL_MERIDIAN, phi / radians];
}

/**
 * Scale and offset that fit EUROPE_BOUNDS inside the drawing (as d3's fitExtent would): the
 * frame's extremes are its corners and the middle of its south edge, all on its outline.
 */
function fit() {
  const [w, s, e, north] = EUROPE_BOUNDS;
  const outline: [number, number][] = [];
  for (let lon = w; lon <= e; lon += 1) outline.push(raw(lon, s), raw(lon, north));
  outline.push(raw(e, s), raw(e, north), raw(CENTRAL_MERIDIAN, s));
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const width = MAP_WIDTH - 2 * PADDING;
  const height = MAP_HEIGHT - 2 * PADDING;
  const scale = Math.min(width / (x1 - x0), height / (y1 - y0));
  return {
    scale,
    translate: [
      PADDING + (width - scale * (x1 + x0)) / 2,
      PADDING + (height - scale * (y1 + y0)) / 2,
    ] as [number, number],
  };
}

/**
 * The parameters for d3-geo (the build draws the country shapes with them, see
 * apps/web/build/europe-shapes.ts): geoConicConformal().rotate(rotate).parallels(parallels)
 * .scale(scale).translate(translate) is this same projection.
 */
export const EUROPE_PROJECTION = {
  rotate: [-CENTRAL_MERIDIAN, 0] as [number, number],
  parallels: [...PARALLELS] as [number, number],
  ...fit(),
};

export interface EuropeProjection {
  /** [lon, lat] → drawing point (outside the drawing for places outside the frame). */
  (point: readonly [number, number]): [number, number];
  invert(point: readonly [number, number]): [number, number];
}

export function createEuropeProjection(): EuropeProjection {
  const { scale, translate } = EUROPE_PROJECTION;
  const project = ([lon, lat]: readonly [number, number]): [number, number] => {
    const [x, y] = raw(lon, lat);
    return [translate[0] + scale * x, translate[1] + scale * y];
  };
  project.invert = ([x, y]: readonly [number, number]) =>
    rawInvert((x - translate[0]) / scale, (y - translate[1]) / scale);
  return project;
}
