export interface Point {
  x: number;
  y: number;
}

/** A code whose side is 40 % of the scanned square's counts as close enough. */
const FULL_SIZE_FRACTION = 0.4;
const SIZE_WEIGHT = 0.7;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The quality of a detection (spec §3), 0..1, shown as 'Qualité: N%': mostly how large the code
 * is in the scanned area (distance), partly how central it is. `corners` in the area's pixels.
 */
export function codeQuality(corners: readonly Point[], width: number, height: number): number {
  if (corners.length < 3 || width <= 0 || height <= 0) return 0;
  let perimeter = 0;
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % corners.length]!;
    perimeter += Math.hypot(b.x - a.x, b.y - a.y);
  }
  const shortSide = Math.min(width, height);
  const size = clamp01(perimeter / corners.length / (FULL_SIZE_FRACTION * shortSide));
  const cx = corners.reduce((sum, p) => sum + p.x, 0) / corners.length;
  const cy = corners.reduce((sum, p) => sum + p.y, 0) / corners.length;
  const centring = clamp01(1 - Math.hypot(cx - width / 2, cy - height / 2) / (shortSide / 2));
  return Math.round((SIZE_WEIGHT * size + (1 - SIZE_WEIGHT) * centring) * 100) / 100;
}
