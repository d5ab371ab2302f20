import { describe, expect, it, vi } from "vitest";
import {
  decodeNatively,
  type NativeDetector,
  type NativeDetectorClass,
  nativeDetector,
} from "./native-detector";

const corners = [
  { x: 10, y: 10 },
  { x: 90, y: 10 },
  { x: 90, y: 90 },
  { x: 10, y: 90 },
];

/** A BarcodeDetector class as a browser exposes it, with the formats it claims. */
function detectorClass(formats: Promise<string[]>, detector: NativeDetector = { detect: vi.fn() }) {
  const created: { formats: string[] }[] = [];
  const Native = class {
    static getSupportedFormats = () => formats;
    constructor(options: { formats: string[] }) {
      created.push(options);
      // biome-ignore lint/correctness/noConstructorReturn: the fake hands out the given detector
      return detector;
    }
  } as unknown as NativeDetectorClass;
  return { Native, created, detector };
}

describe("nativeDetector", () => {
  it("is null where the browser has no BarcodeDetector", async () => {
    expect(await nativeDetector(undefined)).toBeNull();
  });

  it("asks for every symbology we read, where the browser reads them all", async () => {
    const supported = ["aztec", "code_128", "data_matrix", "ean_13", "ean_8", "itf", "qr_code"];
    const { Native, created, detector } = detectorClass(Promise.resolve(supported));
    expect(await nativeDetector(Native)).toBe(detector);
    expect(created).toEqual([{ formats: ["qr_code", "data_matrix", "code_128", "ean_13", "itf"] }]);
  });

  it("is null where the browser misses one, or fails to say what it reads", async () => {
    // Without Data Matrix the bundle labels would go unread: zxing-wasm decodes instead.
    const noDataMatrix = ["code_128", "ean_13", "itf", "qr_code"];
    expect(await nativeDetector(detectorClass(Promise.resolve(noDataMatrix)).Native)).toBeNull();
    expect(await nativeDetector(detectorClass(Promise.resolve(["ean_13"])).Native)).toBeNull();
    expect(await nativeDetector(detectorClass(Promise.resolve([])).Native)).toBeNull();
    const failing = detectorClass(Promise.reject(new Error("no backend")));
    expect(await nativeDetector(failing.Native)).toBeNull();
    expect(failing.created).toEqual([]);
  });
});

describe("decodeNatively", () => {
  const frame = { width: 100, height: 100 } as ImageBitmap;
  const invertedImage = { width: 100, height: 100 } as ImageData;

  it("reads the frame as it is, without inverting it, when a code is found", async () => {
    const detect = vi
      .fn()
      .mockResolvedValue([{ rawValue: "00263850", format: "data_matrix", cornerPoints: corners }]);
    const invert = vi.fn(() => invertedImage);
    expect(await decodeNatively({ detect }, frame, invert)).toEqual({
      text: "00263850",
      format: "data-matrix",
      corners,
    });
    expect(detect).toHaveBeenCalledExactlyOnceWith(frame);
    expect(invert).not.toHaveBeenCalled();
  });

  it("reads the inverted image when the frame has no code (light modules on a dark label)", async () => {
    const detect = vi
      .fn()
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([{ rawValue: "s49178893", format: "qr_code", cornerPoints: corners }]);
    const invert = vi.fn(() => invertedImage);
    expect(await decodeNatively({ detect }, frame, invert)).toEqual({
      text: "s49178893",
      format: "qr",
      corners,
    });
    expect(invert).toHaveBeenCalledExactlyOnceWith(frame);
    expect(detect).toHaveBeenLastCalledWith(invertedImage);
  });

  it("is null when neither image holds a code", async () => {
    const detect = vi.fn().mockResolvedValue([]);
    expect(await decodeNatively({ detect }, frame, () => invertedImage)).toBeNull();
    expect(detect).toHaveBeenCalledTimes(2);
  });
});
