import type { LatLon } from "./distance.ts";

/**
 * Each European market's capital, to two decimals (about 1 km), as GeoNames gives them
 * (geonames.org, feature class P, code PPLC). Distances between markets are measured between
 * their capitals: coarse, but enough to rank which markets lie nearer.
 */
export const marketCapitals: Readonly<Record<string, LatLon>> = Object.freeze({
  AT: { lat: 48.21, lon: 16.37 },
  BE: { lat: 50.85, lon: 4.35 },
  BG: { lat: 42.7, lon: 23.32 },
  CH: { lat: 46.95, lon: 7.45 },
  CY: { lat: 35.17, lon: 33.36 },
  CZ: { lat: 50.08, lon: 14.44 },
  DE: { lat: 52.52, lon: 13.4 },
  DK: { lat: 55.68, lon: 12.57 },
  EE: { lat: 59.44, lon: 24.75 },
  ES: { lat: 40.42, lon: -3.7 },
  FI: { lat: 60.17, lon: 24.94 },
  FR: { lat: 48.86, lon: 2.35 },
  GB: { lat: 51.51, lon: -0.13 },
  GR: { lat: 37.98, lon: 23.73 },
  HR: { lat: 45.81, lon: 15.98 },
  HU: { lat: 47.5, lon: 19.04 },
  IE: { lat: 53.35, lon: -6.26 },
  IS: { lat: 64.15, lon: -21.94 },
  IT: { lat: 41.9, lon: 12.5 },
  LT: { lat: 54.69, lon: 25.28 },
  LU: { lat: 49.61, lon: 6.13 },
  LV: { lat: 56.95, lon: 24.11 },
  NL: { lat: 52.37, lon: 4.9 },
  NO: { lat: 59.91, lon: 10.75 },
  PL: { lat: 52.23, lon: 21.01 },
  PT: { lat: 38.72, lon: -9.14 },
  RO: { lat: 44.43, lon: 26.1 },
  SE: { lat: 59.33, lon: 18.07 },
  SI: { lat: 46.06, lon: 14.51 },
  SK: { lat: 48.15, lon: 17.11 },
});

/**
 * Markets a shopper can drive between: shared land borders, and the Øresund bridge (DK–SE).
 * Ferries are left out, and so is the Channel Tunnel, which carries cars only on shuttle trains.
 * Borders with countries the retailer does not sell in online (Liechtenstein, Serbia…) do not
 * count: a trip through them still reaches the market beyond by the border it shares.
 */
const roadLinks: readonly (readonly [string, string])[] = [
  ["AT", "CH"],
  ["AT", "CZ"],
  ["AT", "DE"],
  ["AT", "HU"],
  ["AT", "IT"],
  ["AT", "SI"],
  ["AT", "SK"],
  ["BE", "DE"],
  ["BE", "FR"],
  ["BE", "LU"],
  ["BE", "NL"],
  ["BG", "GR"],
  ["BG", "RO"],
  ["CH", "DE"],
  ["CH", "FR"],
  ["CH", "IT"],
  ["CZ", "DE"],
  ["CZ", "PL"],
  ["CZ", "SK"],
  ["DE", "DK"],
  ["DE", "FR"],
  ["DE", "LU"],
  ["DE", "NL"],
  ["DE", "PL"],
  ["DK", "SE"],
  ["EE", "LV"],
  ["ES", "FR"],
  ["ES", "PT"],
  ["FI", "NO"],
  ["FI", "SE"],
  ["FR", "IT"],
  ["FR", "LU"],
  ["GB", "IE"],
  ["HR", "HU"],
  ["HR", "SI"],
  ["HU", "RO"],
  ["HU", "SI"],
  ["HU", "SK"],
  ["IT", "SI"],
  ["LT", "LV"],
  ["LT", "PL"],
  ["NO", "SE"],
  ["PL", "SK"],
];

const neighbours = new Map<string, string[]>();
for (const [a, b] of roadLinks) {
  neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
  neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
}

/** The markets that share a road link with `code` (none for an island). */
export const roadNeighbours = (code: string): readonly string[] => neighbours.get(code) ?? [];
