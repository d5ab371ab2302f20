import { type ReaderOptions, readBarcodes } from "zxing-wasm/reader";

/** RGBA pixels, as `ImageData` holds them (kept structural so the bench can run it in Node). */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface DecodedCode {
  text: string;
  /** Top-left, top-right, bottom-right, bottom-left, in the image's pixels. */
  corners: { x: number; y: number }[];
}

/**
 * QR codes only (the price tags' and the multi-article codes), normal and inverted (spec §4.1).
 * Rotation is for linear codes. A code held close has modules too large for the binarizer: the
 * downscaled pass reads it, so it starts at 250 px (the default 500 would skip the scan square).
 * `Plain` keeps GS1 separators as they are for the multi-article parser, instead of brackets.
 */
export const READER_OPTIONS: ReaderOptions = {
  formats: ["QRCode"],
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
  return { text: result.text, corners: [topLeft, topRight, bottomRight, bottomLeft] };
}
