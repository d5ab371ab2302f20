import type { DecodeRequest, DecodeResponse } from "./decoder-protocol";
import type { DecodedCode } from "./zxing-reader";

export interface FrameDecoder {
  /**
   * Grabs a frame and decodes it, or answers null at once while the previous frame is still being
   * grabbed or decoded: frames are dropped, never queued behind a slow decode.
   */
  decode(grab: () => Promise<ImageBitmap>): Promise<DecodedCode | null> | null;
  dispose(): void;
}

/**
 * Decoding runs in a worker (the browser's BarcodeDetector, or zxing-wasm) so that the video and
 * the overlay stay smooth; the worker and its .wasm load when the scanner opens.
 */
export function createFrameDecoder(): FrameDecoder {
  const worker = new Worker(new URL("./decoder.worker.ts", import.meta.url), { type: "module" });
  let nextId = 0;
  let busy = false;
  const waiting = new Map<number, (response: DecodeResponse) => void>();
  worker.onmessage = ({ data }: MessageEvent<DecodeResponse>) => {
    waiting.get(data.id)?.(data);
  };
  worker.onerror = (event) => {
    for (const [id, settle] of waiting) settle({ id, error: event.message || "decoder failed" });
  };
  const run = async (grab: () => Promise<ImageBitmap>): Promise<DecodedCode | null> => {
    try {
      const frame = await grab();
      const id = ++nextId;
      const response = await new Promise<DecodeResponse>((resolve) => {
        waiting.set(id, resolve);
        const request: DecodeRequest = { id, frame };
        worker.postMessage(request, [frame]);
      });
      waiting.delete(id);
      if ("error" in response) throw new Error(response.error);
      return response.code;
    } finally {
      busy = false;
    }
  };
  return {
    decode(grab) {
      if (busy) return null;
      busy = true;
      return run(grab);
    },
    dispose() {
      worker.terminate();
      for (const [id, settle] of waiting) settle({ id, error: "decoder closed" });
      waiting.clear();
    },
  };
}
