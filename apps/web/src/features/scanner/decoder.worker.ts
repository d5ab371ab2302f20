import { prepareZXingModule } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import type { DecodeRequest, DecodeResponse } from "./decoder-protocol";
import { decodeNatively, type NativeDetectorClass, nativeDetector } from "./native-detector";
import { type DecodedCode, type RgbaImage, zxingFrameReader } from "./zxing-reader";

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

const detectorReady = nativeDetector(
  (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector,
).then((detector) => {
  if (!detector) void zxingReady();
  return detector;
});

let canvas: OffscreenCanvas | null = null;
const readWithZxing = zxingFrameReader();

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

async function decode(frame: ImageBitmap): Promise<DecodedCode | null> {
  const detector = await detectorReady;
  if (detector) return decodeNatively(detector, frame, (image) => inverted(pixelsOf(image)));
  await zxingReady();
  const image: RgbaImage = pixelsOf(frame);
  return readWithZxing(image);
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
