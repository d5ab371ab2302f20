import type { DecodedCode } from "./zxing-reader";

/** Main thread → decoder worker: one frame, already cropped to the scan region. */
export interface DecodeRequest {
  id: number;
  frame: ImageBitmap;
}

/** Decoder worker → main thread. */
export type DecodeResponse =
  | { id: number; code: DecodedCode | null }
  | { id: number; error: string };
