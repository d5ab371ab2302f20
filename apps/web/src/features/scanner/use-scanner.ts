import {
  type AcceptanceState,
  cleanupDetections,
  recordDetection,
  startAcceptance,
} from "@frontalier/shared/scanner/scan-acceptance";
import { CAPTURE_DELAY_MS, REDIRECT_DELAY_MS } from "@frontalier/shared/scanner/scan-constants";
import { readScannedCode, type ScanFormat } from "@frontalier/shared/scanner/scan-format";
import { payloadKey, type ScanPayload } from "@frontalier/shared/scanner/scan-payload";
import { codeQuality } from "@frontalier/shared/scanner/scan-quality";
import type { ScanTip } from "@frontalier/shared/scanner/scan-tips";
import { type RefObject, useEffect, useRef, useState } from "react";
import { CameraError, type CameraFailure, openCamera, stopCamera } from "./camera";
import { successFeedback } from "./feedback";
import { createFrameDecoder } from "./frame-decoder";
import { type Region, scanRegion } from "./scan-region";
import type { DecodedCode } from "./zxing-reader";

export type AcceptedPayload = Exclude<ScanPayload, { kind: "unknown" }>;

/** Spec §4 "Scanner": what the overlay shows. */
export type ScannerView =
  | { phase: "starting" }
  | { phase: "retrying" }
  | { phase: "camera-error"; failure: CameraFailure }
  /** `read`: the last code that held no article, shown as read (spec §5). */
  | { phase: "scanning"; unrecognised: false }
  | { phase: "scanning"; unrecognised: true; read: { format: ScanFormat; text: string } }
  | { phase: "analysing"; quality: number; tip: ScanTip | null }
  | { phase: "capturing"; quality: number }
  | { phase: "success"; payload: AcceptedPayload }
  | { phase: "navigation-error"; code: string };

const scanning: ScannerView = { phase: "scanning", unrecognised: false };

/** How a frame is asked for: once per video frame where the browser says when there is one. */
function onEveryFrame(video: HTMLVideoElement, callback: () => void): () => void {
  let handle = 0;
  let stopped = false;
  const usesVideoFrames = "requestVideoFrameCallback" in video;
  const next = () => {
    if (stopped) return;
    callback();
    schedule();
  };
  const schedule = () => {
    handle = usesVideoFrames
      ? video.requestVideoFrameCallback(next)
      : window.requestAnimationFrame(next);
  };
  schedule();
  return () => {
    stopped = true;
    if (usesVideoFrames) video.cancelVideoFrameCallback(handle);
    else window.cancelAnimationFrame(handle);
  };
}

/**
 * The scanner's life (spec §4): camera on, every frame decoded (dropped while the worker is busy),
 * detections accepted by the shared rule, then capturing → success with feedback, the camera
 * stopped, and `goToArticle` called after the redirect delay. `goToArticle` throws when the
 * navigation fails, which shows 'Erreur lors de la navigation'.
 */
export function useScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  viewRef: RefObject<HTMLElement | null>,
  goToArticle: (code: string) => void,
): ScannerView {
  const [view, setView] = useState<ScannerView>({ phase: "starting" });
  const goTo = useRef(goToArticle);
  goTo.current = goToArticle;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let mounted = true;
    let accepted = false;
    let stream: MediaStream | null = null;
    let stopFrames = () => {};
    const decoder = createFrameDecoder();
    let acceptance: AcceptanceState = startAcceptance(performance.now());
    const timers = new Set<number>();
    const later = (ms: number, run: () => void) => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    // The paused video keeps showing the last frame, the accepted code, after the camera stops.
    const shutdown = () => {
      stopFrames();
      video.pause();
      stopCamera(stream);
      stream = null;
      decoder.dispose();
    };

    const accept = (payload: ScanPayload, quality: number, code: DecodedCode) => {
      if (payload.kind === "unknown") {
        const read = { format: code.format, text: code.text };
        setView({ phase: "scanning", unrecognised: true, read });
        return;
      }
      accepted = true;
      stopFrames();
      setView({ phase: "capturing", quality });
      later(CAPTURE_DELAY_MS, () => {
        successFeedback();
        shutdown();
        setView({ phase: "success", payload });
        if (payload.kind !== "article") return;
        later(REDIRECT_DELAY_MS, () => {
          try {
            goTo.current(payload.code);
          } catch {
            setView({ phase: "navigation-error", code: payload.code });
          }
        });
      });
    };

    const onDecoded = (code: DecodedCode | null, region: Region) => {
      if (!mounted || accepted) return;
      const now = performance.now();
      acceptance = cleanupDetections(acceptance, now);
      if (!code) {
        if (acceptance.detections.length === 0) {
          setView((current) => (current.phase === "analysing" ? scanning : current));
        }
        return;
      }
      const payload = readScannedCode(code.text, code.format);
      // Spec §5: a text with no code still counts, under its raw text, against the others.
      const key = payloadKey(payload) ?? `text:${code.text}`;
      const quality = codeQuality(code.corners, region.width, region.height);
      const result = recordDetection(acceptance, { code: key, timestamp: now, quality });
      acceptance = result.state;
      const { verdict } = result;
      if (verdict.status === "accepted") accept(payload, verdict.quality, code);
      else setView({ phase: "analysing", quality: verdict.quality, tip: verdict.tip });
    };

    const readFrame = () => {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
      const shown = viewRef.current;
      const region = scanRegion(
        { width: video.videoWidth, height: video.videoHeight },
        shown && { width: shown.clientWidth, height: shown.clientHeight },
      );
      const { x, y, width, height } = region;
      const decoding = decoder.decode(() => createImageBitmap(video, x, y, width, height));
      decoding?.then(
        (code) => onDecoded(code, region),
        (error: unknown) => {
          if (mounted) console.error("Scanner frame failed", error);
        },
      );
    };

    const start = async () => {
      try {
        stream = await openCamera(() => {
          if (mounted) setView({ phase: "retrying" });
        });
      } catch (error) {
        const failure = error instanceof CameraError ? error.failure : "unavailable";
        if (mounted) setView({ phase: "camera-error", failure });
        decoder.dispose();
        return;
      }
      if (!mounted) {
        stopCamera(stream);
        return;
      }
      video.srcObject = stream;
      // Muted inline video may autoplay everywhere; a refusal still leaves frames to read.
      await video.play().catch(() => undefined);
      if (!mounted) return;
      setView(scanning);
      stopFrames = onEveryFrame(video, readFrame);
    };
    void start();

    return () => {
      mounted = false;
      for (const timer of timers) window.clearTimeout(timer);
      shutdown();
      video.srcObject = null;
    };
  }, [videoRef, viewRef]);

  return view;
}
