import { prepareZXingModule } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import type { DecodeRequest, DecodeResponse } from "./decoder-protocol";
import { type DecodedCode, decodeWithZxing, type RgbaImage } from "./zxing-reader";

/** The part of the BarcodeDetector API we use (Chromium on Android, macOS, ChromeOS; Safari). */
interface NativeBarcode {
  rawValue: string;
  cornerPoints: { x: number; y: number }[];
}
interface NativeDetector {
  detect(image: ImageBitmap | ImageData): Promise<NativeBarcode[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: DecodeResponse): void;
};

// Our own hashed copy of the .wasm (never the library's CDN default), fetched once the scanner
// opens and then from the HTTP cache. Prepared once: new overrides would load the module again.
let zxing: Promise<unknown> | null = null;
const zxingReady = (): Promise<unknown> => {
  zxing ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith(".wasm") ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return zxing;
};

async function nativeDetector(): Promise<NativeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

const detectorReady = nativeDetector().then((detector) => {
  if (!detector) void zxingReady();
  return detector;
});

let canvas: OffscreenCanvas | null = null;

function pixelsOf(frame: ImageBitmap): ImageData {
  if (!canvas || canvas.width !== frame.width || canvas.height !== frame.height) {
    canvas = new OffscreenCanvas(frame.width, frame.height);
  }
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2d context in the decoder worker");
  context.drawImage(frame, 0, 0);
  return context.getImageData(0, 0, frame.width, frame.height);
}

function inverted(image: ImageData): ImageData {
  const out = new ImageData(image.width, image.height);
  const from = image.data;
  const to = out.data;
  for (let i = 0; i < from.length; i += 4) {
    to[i] = 255 - from[i]!;
    to[i + 1] = 255 - from[i + 1]!;
    to[i + 2] = 255 - from[i + 2]!;
    to[i + 3] = 255;
  }
  return out;
}

/** The browser's detector where there is one: the normal image, then the inverted one. */
async function decodeNatively(detector: NativeDetector, frame: ImageBitmap) {
  let found = await detector.detect(frame);
  if (found.length === 0) found = await detector.detect(inverted(pixelsOf(frame)));
  const code = found[0];
  return code ? { text: code.rawValue, corners: code.cornerPoints } : null;
}

async function decode(frame: ImageBitmap): Promise<DecodedCode | null> {
  const detector = await detectorReady;
  if (detector) return decodeNatively(detector, frame);
  await zxingReady();
  const image: RgbaImage = pixelsOf(frame);
  return decodeWithZxing(image);
}

scope.onmessage = async ({ data: { id, frame } }) => {
  try {
    scope.postMessage({ id, code: await decode(frame) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    frame.close();
  }
};
