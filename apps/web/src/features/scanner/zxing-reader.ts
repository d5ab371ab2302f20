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

/**
 * How a frame is handed to zxing: as filmed, or its luma smoothed first (`smoothedLuma`). Under
 * sensor noise the smoothed frame reads what the other cannot (a bundle label's dense Data Matrix,
 * a Code 128 or EAN-13 in dim light); on a sharp frame the smoothing blurs away the finest modules
 * (a far code, 2–3 px a module) that the frame as filmed reads. Neither reads all: see
 * `zxingFrameReader`.
 */
export type DecodePass = "as-filmed" | "smoothed";

/** Decodes one frame with zxing-wasm; the module must have been prepared (worker or bench). */
export async function decodeWithZxing(
  image: RgbaImage,
  pass: DecodePass = "as-filmed",
): Promise<DecodedCode | null> {
  // zxing-wasm takes anything with `data`, `width` and `height` (an ImageData in the browser).
  const pixels = pass === "smoothed" ? smoothedLuma(image) : image;
  const input = pixels as unknown as Parameters<typeof readBarcodes>[0];
  const [result] = await readBarcodes(input, READER_OPTIONS);
  if (!result?.isValid) return null;
  const { topLeft, topRight, bottomRight, bottomLeft } = result.position;
  const format = FORMATS[result.format as keyof typeof FORMATS] ?? "qr";
  return { text: result.text, format, corners: [topLeft, topRight, bottomRight, bottomLeft] };
}

/**
 * The worker's decoder: frames alternate between the two passes, so each costs one zxing read
 * (the budget of decision 011 is per frame) and two consecutive frames, a tenth of a second at the
 * camera's rate, have tried both. A code is accepted after two reads within 1.5 s (spec §5): a
 * code only one pass reads is read every other frame, enough for that.
 */
export function zxingFrameReader(): (image: RgbaImage) => Promise<DecodedCode | null> {
  let frames = 0;
  return (image) => decodeWithZxing(image, frames++ % 2 === 0 ? "as-filmed" : "smoothed");
}

let smoothRows: Uint16Array | null = null;

/**
 * The frame's luma under a 3×3 box filter, as grey RGBA: averaging nine pixels divides the
 * sensor's noise by three while a module of 4 px or more keeps a flat middle. Separable (three
 * rows summed, then three columns); edges repeat their outer pixel.
 */
export function smoothedLuma(image: RgbaImage): RgbaImage {
  const { width, height, data } = image;
  const size = width * height;
  if (!smoothRows || smoothRows.length !== size) smoothRows = new Uint16Array(size);
  const rows = smoothRows;
  // ITU-R BT.601 weights on 8 bits, as integer sums.
  const luma = (pixel: number) =>
    (data[pixel * 4]! * 77 + data[pixel * 4 + 1]! * 150 + data[pixel * 4 + 2]! * 29) >> 8;
  for (let y = 0; y < height; y++) {
    const start = y * width;
    let left = luma(start);
    let middle = left;
    for (let x = 0; x < width; x++) {
      const right = x + 1 < width ? luma(start + x + 1) : middle;
      rows[start + x] = left + middle + right;
      left = middle;
      middle = right;
    }
  }
  const out = new Uint8ClampedArray(size * 4);
  for (let y = 0; y < height; y++) {
    const above = (y > 0 ? y - 1 : y) * width;
    const start = y * width;
    const below = (y + 1 < height ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const level = (rows[above + x]! + rows[start + x]! + rows[below + x]! + 4) / 9;
      const at = (start + x) * 4;
      out[at] = level;
      out[at + 1] = level;
      out[at + 2] = level;
      out[at + 3] = 255;
    }
  }
  return { data: out, width, height };
}
