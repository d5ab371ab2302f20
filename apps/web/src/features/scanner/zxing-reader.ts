import type { ScanFormat } from "@frontalier/shared/scanner/scan-format";
import { type ReaderOptions, readBarcodes } from "zxing-wasm/reader";

/** RGBA pixels, as `ImageData` holds them (kept structural so the bench can run it in Node). */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface DecodedCode {
  text: string;
  format: ScanFormat;
  /** Top-left, top-right, bottom-right, bottom-left, in the image's pixels. */
  corners: { x: number; y: number }[];
}

/** zxing's names of the symbologies we read → ours. */
const FORMATS = {
  QRCode: "qr",
  DataMatrix: "data-matrix",
  Code128: "code-128",
  EAN13: "ean-13",
  ITF: "itf",
} as const satisfies Record<string, ScanFormat>;

/**
 * The price tags' QR codes, the bundle labels' Data Matrix (plain and GS1) and the linear codes
 * printed on packaging, normal and inverted (spec §4.1). Rotation stays off: a linear code is held
 * along the frame's width, and the rotated passes would double the time of a frame with no code.
 * A code held close has modules too large for the binarizer: the downscaled pass reads it, so it
 * starts at 250 px (the default 500 would skip the scan square). `Plain` keeps GS1 separators as
 * they are for the multi-article parser, instead of brackets.
 */
export const READER_OPTIONS: ReaderOptions = {
  formats: Object.keys(FORMATS) as (keyof typeof FORMATS)[],
  tryHarder: true,
  tryRotate: false,
  tryInvert: true,
  tryDownscale: true,
  downscaleThreshold: 250,
  maxNumberOfSymbols: 1,
  textMode: "Plain",
};

/** Decodes one frame with zxing-wasm; the module must have been prepared (worker or bench). */
export async function decodeWithZxing(image: RgbaImage): Promise<DecodedCode | null> {
  // zxing-wasm takes anything with `data`, `width` and `height` (an ImageData in the browser).
  const input = image as unknown as Parameters<typeof readBarcodes>[0];
  const [result] = await readBarcodes(input, READER_OPTIONS);
  if (!result?.isValid) return null;
  const { topLeft, topRight, bottomRight, bottomLeft } = result.position;
  const format = FORMATS[result.format as keyof typeof FORMATS] ?? "qr";
  return { text: result.text, format, corners: [topLeft, topRight, bottomRight, bottomLeft] };
}
