/**
 * How dear each European country is against the demo base price (FR = 1). Invented, but in the
 * spirit of the published comparisons (brief §1): the Nordics, Switzerland and the islands
 * dearer, central Europe and Iberia cheaper, the spread within ±30 %.
 */
export const demoPriceLevels: Readonly<Record<string, number>> = Object.freeze({
  AT: 1.02,
  BE: 1.06,
  BG: 0.95,
  CH: 1.2,
  CY: 1.12,
  CZ: 0.93,
  DE: 0.97,
  DK: 1.14,
  EE: 1.05,
  ES: 0.96,
  FI: 1.08,
  FR: 1.0,
  GB: 1.01,
  GR: 1.09,
  HR: 1.04,
  HU: 0.94,
  IE: 1.1,
  IS: 1.3,
  IT: 1.03,
  LT: 1.04,
  LU: 1.05,
  LV: 1.06,
  NL: 1.02,
  NO: 1.18,
  PL: 0.91,
  PT: 0.99,
  RO: 0.95,
  SE: 1.04,
  SI: 1.03,
  SK: 0.98,
});
