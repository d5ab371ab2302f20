/**
 * ISO 3166-1 numeric ids (world-atlas's feature ids) of the retailer's 30 European markets. The
 * map also draws every other country inside its frame (uncoloured), so that coasts read as Europe.
 */
export const numericByAlpha2: Readonly<Record<string, string>> = {
  AT: "040",
  BE: "056",
  BG: "100",
  CH: "756",
  CY: "196",
  CZ: "203",
  DE: "276",
  DK: "208",
  EE: "233",
  ES: "724",
  FI: "246",
  FR: "250",
  GB: "826",
  GR: "300",
  HR: "191",
  HU: "348",
  IE: "372",
  IS: "352",
  IT: "380",
  LT: "440",
  LU: "442",
  LV: "428",
  NL: "528",
  NO: "578",
  PL: "616",
  PT: "620",
  RO: "642",
  SE: "752",
  SI: "705",
  SK: "703",
};

export const alpha2ByNumeric: ReadonlyMap<string, string> = new Map(
  Object.entries(numericByAlpha2).map(([alpha2, numeric]) => [numeric, alpha2]),
);

/** What the first view frames, in degrees [west, south, east, north]. */
export const EUROPE_BOUNDS = [-24, 34.5, 34, 71.5] as const;
