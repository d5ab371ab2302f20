import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DecodeRequest, DecodeResponse } from "./decoder-protocol";
import { createFrameDecoder } from "./frame-decoder";

/** A decoder worker whose answers the test gives by hand. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((event: MessageEvent<DecodeResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly requests: DecodeRequest[] = [];
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.last = this;
  }

  postMessage(request: DecodeRequest, transfer: Transferable[]) {
    expect(transfer).toEqual([request.frame]);
    this.requests.push(request);
  }

  answer(response: DecodeResponse) {
    this.onmessage?.({ data: response } as MessageEvent<DecodeResponse>);
  }

  terminate() {
    this.terminated = true;
  }
}

const frame = () => ({ close() {} }) as unknown as ImageBitmap;
const code = { text: "80275887", format: "qr_code", corners: [] } as never;

describe("createFrameDecoder", () => {
  beforeEach(() => {
    vi.stubGlobal("Worker", FakeWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("drops the frames that come while the decoder is busy, and takes the next one once it answers", async () => {
    const decoder = createFrameDecoder();
    const worker = FakeWorker.last!;
    expect(worker.options).toEqual({ type: "module" });
    const grab = vi.fn(async () => frame());

    const first = decoder.decode(grab);
    expect(first).not.toBeNull();
    // The camera keeps sending frames: none is queued behind the slow decode.
    expect(decoder.decode(grab)).toBeNull();
    expect(decoder.decode(grab)).toBeNull();
    await vi.waitFor(() => expect(worker.requests).toHaveLength(1));
    expect(decoder.decode(grab)).toBeNull();
    expect(grab).toHaveBeenCalledTimes(1);

    worker.answer({ id: worker.requests[0]!.id, code });
    await expect(first).resolves.toBe(code);

    const second = decoder.decode(grab);
    expect(second).not.toBeNull();
    await vi.waitFor(() => expect(worker.requests).toHaveLength(2));
    worker.answer({ id: worker.requests[1]!.id, code: null });
    await expect(second).resolves.toBeNull();
    expect(grab).toHaveBeenCalledTimes(2);
  });

  it("frees itself after a failed grab or a decoder error", async () => {
    const decoder = createFrameDecoder();
    const worker = FakeWorker.last!;
    await expect(
      decoder.decode(async () => {
        throw new Error("camera gone");
      }),
    ).rejects.toThrow("camera gone");
    const failing = decoder.decode(async () => frame());
    await vi.waitFor(() => expect(worker.requests).toHaveLength(1));
    worker.answer({ id: worker.requests[0]!.id, error: "wasm trap" });
    await expect(failing).rejects.toThrow("wasm trap");
    expect(decoder.decode(async () => frame())).not.toBeNull();
  });

  it("settles a decode in flight when it is disposed", async () => {
    const decoder = createFrameDecoder();
    const worker = FakeWorker.last!;
    const pending = decoder.decode(async () => frame());
    await vi.waitFor(() => expect(worker.requests).toHaveLength(1));
    decoder.dispose();
    expect(worker.terminated).toBe(true);
    await expect(pending).rejects.toThrow("decoder closed");
  });
});
