import {
  CAMERA_CONSTRAINTS,
  CAMERA_FALLBACK_CONSTRAINTS,
} from "@frontalier/shared/scanner/scan-constants";

/** Why the camera could not be used: each has its own message and the typed-code fallback. */
export type CameraFailure = "denied" | "no-camera" | "unavailable";

export class CameraError extends Error {
  constructor(
    readonly failure: CameraFailure,
    cause: unknown,
  ) {
    super(`camera: ${failure}`, { cause });
    this.name = "CameraError";
  }
}

// DOMException is not an Error subclass everywhere: read the name of anything that has one.
const errorName = (error: unknown): string =>
  typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";

export function cameraFailure(error: unknown): CameraFailure {
  const name = errorName(error);
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "no-camera";
  return "unavailable";
}

/**
 * Spec §7/§8: rear camera, ideal 1280×720 within 640×480..1920×1080, no audio; on failure
 * `onRetry` (the overlay says 'Impossible d'accéder à la caméra') and one more try with only the
 * rear-facing preference. A refusal is not retried: asking again would only be refused again.
 */
export async function openCamera(onRetry: () => void): Promise<MediaStream> {
  const media = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
  // Absent on plain-HTTP pages and in browsers without camera access.
  if (!media?.getUserMedia) throw new CameraError("no-camera", null);
  try {
    return await media.getUserMedia(CAMERA_CONSTRAINTS);
  } catch (error) {
    if (cameraFailure(error) === "denied") throw new CameraError("denied", error);
    onRetry();
    try {
      return await media.getUserMedia(CAMERA_FALLBACK_CONSTRAINTS);
    } catch (retryError) {
      throw new CameraError(cameraFailure(retryError), retryError);
    }
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
