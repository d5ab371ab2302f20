import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoBounds, geoConicConformal, geoPath } from "d3-geo";
import type { Feature, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Plugin } from "vite";
import { alpha2ByNumeric, EUROPE_BOUNDS } from "../src/features/map/geo/europe-countries.ts";
import { EUROPE_PROJECTION, MAP_HEIGHT, MAP_WIDTH } from "../src/features/map/geo/projection.ts";

const MODULE_ID = "virtual:europe-shapes";
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Shapes whose bounds come this close to EUROPE_BOUNDS are drawn (coasts, neighbours). */
const MARGIN_DEGREES = 6;
/** Drawing units are ~5 km at zoom 1; a tenth of one is finer than 1:110m at the largest zoom. */
const DIGITS = 1;

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;

const overlapsEurope = (shape: Feature<Geometry>) => {
  const [[west, south], [east, north]] = geoBounds(shape);
  const [w, s, e, n] = EUROPE_BOUNDS;
  // A shape crossing the antimeridian (Russia) has west > east: it spans everything between.
  const lonOverlap = west > east || (west < e + MARGIN_DEGREES && east > w - MARGIN_DEGREES);
  return lonOverlap && south < n + MARGIN_DEGREES && north > s - MARGIN_DEGREES;
};

/**
 * The countries around Europe from world-atlas (Natural Earth 1:110m, ISC), decoded, projected
 * with the map's own projection and clipped to its frame at build time. The page gets SVG path
 * strings (its own small chunk, on the map pages only): no TopoJSON decoding, no d3-geo and no
 * tile server at run time.
 */
export function europeShapesModule(): string {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve("world-atlas/countries-110m.json"), "utf8"),
  ) as Countries;
  const { rotate, parallels, scale, translate } = EUROPE_PROJECTION;
  const projection = geoConicConformal()
    .rotate(rotate)
    .parallels(parallels)
    .scale(scale)
    .translate(translate)
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  const path = geoPath(projection).digits(DIGITS);
  const round = (value: number) => Number(value.toFixed(DIGITS));
  const shapes = feature(topology, topology.objects.countries)
    .features.filter(overlapsEurope)
    .flatMap((shape) => {
      const d = path(shape);
      if (!d) return [];
      const [cx, cy] = path.centroid(shape);
      return [
        {
          code: shape.id === undefined ? null : (alpha2ByNumeric.get(String(shape.id)) ?? null),
          name: shape.properties?.name ?? "",
          d,
          centroid: [round(cx), round(cy)],
        },
      ];
    });
  return `export const countryShapes = ${JSON.stringify(shapes)};\n`;
}

/** Serves `virtual:europe-shapes` (typed in src/features/map/geo/europe-shapes.d.ts). */
export function europeShapes(): Plugin {
  let source: string | undefined;
  return {
    name: "frontalier-europe-shapes",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      source ??= europeShapesModule();
      return source;
    },
  };
}
