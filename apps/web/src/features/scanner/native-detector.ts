import type { ScanFormat } from "@frontalier/shared/scanner/scan-format";
import type { DecodedCode } from "./zxing-reader";

/** The part of the BarcodeDetector API we use (Chromium on Android, macOS, ChromeOS; Safari). */
interface NativeBarcode {
  rawValue: string;
  format: string;
  cornerPoints: { x: number; y: number }[];
}
export interface NativeDetector {
  detect(image: ImageBitmap | ImageData): Promise<NativeBarcode[]>;
}
export interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The Shape Detection API's names of the symbologies we read → ours. */
const NATIVE_FORMATS: Record<string, ScanFormat> = {
  qr_code: "qr",
  data_matrix: "data-matrix",
  code_128: "code-128",
  ean_13: "ean-13",
  itf: "itf",
};

/**
 * The browser's detector, or null where there is none, where it cannot read every symbology we
 * read (a detector without Data Matrix would miss the bundle labels), or where asking fails (some
 * builds expose the class without a backend): zxing-wasm then decodes.
 */
export async function nativeDetector(
  Native: NativeDetectorClass | undefined,
): Promise<NativeDetector | null> {
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    const wanted = Object.keys(NATIVE_FORMATS);
    return wanted.every((format) => supported.includes(format))
      ? new Native({ formats: wanted })
      : null;
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
  if (!code) return null;
  const format = NATIVE_FORMATS[code.format] ?? "qr";
  return { text: code.rawValue, format, corners: code.cornerPoints };
}
