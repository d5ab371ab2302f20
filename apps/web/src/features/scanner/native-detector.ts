import type { DecodedCode } from "./zxing-reader";

/** The part of the BarcodeDetector API we use (Chromium on Android, macOS, ChromeOS; Safari). */
interface NativeBarcode {
  rawValue: string;
  cornerPoints: { x: number; y: number }[];
}
export interface NativeDetector {
  detect(image: ImageBitmap | ImageData): Promise<NativeBarcode[]>;
}
export interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's QR detector, or null where there is none, where it cannot read QR codes, or where
 * asking fails (some builds expose the class without a backend): zxing-wasm then decodes.
 */
export async function nativeDetector(
  Native: NativeDetectorClass | undefined,
): Promise<NativeDetector | null> {
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

/**
 * The normal image, then the inverted one (light modules on a dark label), as zxing is asked;
 * `invert` is only called when the first pass finds nothing.
 */
export async function decodeNatively(
  detector: NativeDetector,
  frame: ImageBitmap,
  invert: (frame: ImageBitmap) => ImageData,
): Promise<DecodedCode | null> {
  let found = await detector.detect(frame);
  if (found.length === 0) found = await detector.detect(invert(frame));
  const code = found[0];
  return code ? { text: code.rawValue, corners: code.cornerPoints } : null;
}
