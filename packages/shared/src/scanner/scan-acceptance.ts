import {
  CONFIDENCE_THRESHOLD,
  DETECTION_CLEANUP_INTERVAL_MS,
  DETECTION_MAX_AGE_MS,
  DETECTION_WINDOW_MS,
  DETECTIONS_KEPT,
  MIN_IDENTICAL_DETECTIONS,
} from "./scan-constants.ts";
import { type ScanTip, tipForConfidence } from "./scan-tips.ts";

/** Spec §3: a scan detection record. `timestamp` in ms on any monotonic clock. */
export interface Detection {
  code: string;
  timestamp: number;
  /** 0..1, see `codeQuality`. */
  quality: number;
}

export interface AcceptanceState {
  /** The last `DETECTIONS_KEPT` detections, oldest first. */
  detections: readonly Detection[];
  lastCleanupAt: number;
}

interface VerdictBase {
  code: string;
  /** Share of the kept detections that equal `code`. */
  confidence: number;
  /** Mean quality of the kept detections of `code`. */
  quality: number;
}

export type Verdict =
  | (VerdictBase & { status: "accepted" })
  | (VerdictBase & { status: "analysing"; tip: ScanTip | null });

export const startAcceptance = (now: number): AcceptanceState => ({
  detections: [],
  lastCleanupAt: now,
});

/**
 * Spec §9: every 3 s, detections older than 3000 ms are dropped. Safe to call on every frame: it
 * does nothing until the interval has passed since the last clean-up.
 */
export function cleanupDetections(state: AcceptanceState, now: number): AcceptanceState {
  if (now - state.lastCleanupAt < DETECTION_CLEANUP_INTERVAL_MS) return state;
  return {
    detections: state.detections.filter((d) => now - d.timestamp <= DETECTION_MAX_AGE_MS),
    lastCleanupAt: now,
  };
}

/**
 * Spec §5: a code is accepted when it was seen at least 2 times within the last 1500 ms and makes
 * at least 0.6 of the last 10 detections; otherwise it is still being analysed, with a tip that
 * follows the confidence.
 */
export function recordDetection(
  state: AcceptanceState,
  detection: Detection,
): { state: AcceptanceState; verdict: Verdict } {
  const cleaned = cleanupDetections(state, detection.timestamp);
  const detections = [...cleaned.detections, detection].slice(-DETECTIONS_KEPT);
  const same = detections.filter((d) => d.code === detection.code);
  const recent = same.filter((d) => detection.timestamp - d.timestamp <= DETECTION_WINDOW_MS);
  const confidence = same.length / detections.length;
  const quality = same.reduce((sum, d) => sum + d.quality, 0) / same.length;
  const base = { code: detection.code, confidence, quality };
  const accepted = recent.length >= MIN_IDENTICAL_DETECTIONS && confidence >= CONFIDENCE_THRESHOLD;
  return {
    state: { detections, lastCleanupAt: cleaned.lastCleanupAt },
    verdict: accepted
      ? { ...base, status: "accepted" }
      : { ...base, status: "analysing", tip: tipForConfidence(confidence) },
  };
}
