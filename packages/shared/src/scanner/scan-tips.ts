import { HINT_DELAY_MS, TIP_ROTATION_MS } from "./scan-constants.ts";

/** Spec §5: the four tips, in the order the rotation shows them. */
export const scanTips = ["center", "focus", "distance", "glare"] as const;

export type ScanTip = (typeof scanTips)[number];

/**
 * Spec §5: while a code is analysed but not accepted, the tip follows the confidence: under 0.3
 * centre it, under 0.5 make it sharp, under 0.7 adjust the distance, otherwise none.
 */
export function tipForConfidence(confidence: number): ScanTip | null {
  if (confidence < 0.3) return "center";
  if (confidence < 0.5) return "focus";
  if (confidence < 0.7) return "distance";
  return null;
}

/**
 * Spec §4.7: tips appear 2 s after opening when nothing has been validated, and then take turns,
 * each shown for `TIP_ROTATION_MS`.
 */
export function rotatingTip(elapsedMs: number): ScanTip | null {
  if (elapsedMs < HINT_DELAY_MS) return null;
  const turn = Math.floor((elapsedMs - HINT_DELAY_MS) / TIP_ROTATION_MS);
  return scanTips[turn % scanTips.length]!;
}
