/** Spec §9, the scanner's constants. */
export const MIN_IDENTICAL_DETECTIONS = 2;
export const CONFIDENCE_THRESHOLD = 0.6;
export const DETECTION_WINDOW_MS = 1500;
export const DETECTIONS_KEPT = 10;
export const DETECTION_CLEANUP_INTERVAL_MS = 3000;
export const DETECTION_MAX_AGE_MS = 3000;
export const CAPTURE_DELAY_MS = 300;
export const REDIRECT_DELAY_MS = 1500;
export const HINT_DELAY_MS = 2000;
export const VIBRATION_PATTERN_MS: readonly number[] = [100, 50, 100];

/** Not in the spec: how long each rotating tip stays before the next one. */
export const TIP_ROTATION_MS = 3000;

/** Spec §7: rear-facing, ideal 1280×720, min 640×480, max 1920×1080, no audio. */
export const CAMERA_CONSTRAINTS = {
  audio: false,
  video: {
    facingMode: "environment",
    width: { min: 640, ideal: 1280, max: 1920 },
    height: { min: 480, ideal: 720, max: 1080 },
  },
} as const;

/** Spec §7/§8: after a failure, one retry with only the rear-facing preference. */
export const CAMERA_FALLBACK_CONSTRAINTS = {
  audio: false,
  video: { facingMode: "environment" },
} as const;
