import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CameraError, openCamera } from "./camera";
import { successFeedback } from "./feedback";
import { type ScannerView, useScanner } from "./use-scanner";

// The edges of the world: the camera, the decoder worker, the speaker. What each frame decodes
// to is `seen`; the acceptance rule, the states and their timings are the real ones.
let seen: string | null = null;
vi.mock("./camera", async (original) => ({
  ...(await original<typeof import("./camera")>()),
  openCamera: vi.fn(),
  stopCamera: vi.fn(),
}));
vi.mock("./frame-decoder", () => ({
  createFrameDecoder: () => ({
    decode: async (grab: () => Promise<unknown>) => {
      await grab();
      const corners = [
        { x: 100, y: 100 },
        { x: 300, y: 100 },
        { x: 300, y: 300 },
        { x: 100, y: 300 },
      ];
      return seen === null ? null : { text: seen, format: "qr", corners };
    },
    dispose: vi.fn(),
  }),
}));
vi.mock("./feedback", () => ({ successFeedback: vi.fn() }));

function Harness({ goTo }: { goTo: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const view = useScanner(videoRef, viewRef, goTo);
  return (
    <div ref={viewRef}>
      <video ref={videoRef} muted />
      <output data-testid="view">{JSON.stringify(view)}</output>
    </div>
  );
}

const view = (): ScannerView => JSON.parse(screen.getByTestId("view").textContent ?? "null");
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("useScanner (spec §4 Scanner)", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        "setTimeout",
        "clearTimeout",
        "requestAnimationFrame",
        "cancelAnimationFrame",
        "Date",
      ],
    });
    vi.spyOn(performance, "now").mockImplementation(() => Date.now());
    vi.stubGlobal("createImageBitmap", async () => ({ close() {} }));
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, "readyState", "get").mockReturnValue(4);
    vi.spyOn(HTMLVideoElement.prototype, "videoWidth", "get").mockReturnValue(1280);
    vi.spyOn(HTMLVideoElement.prototype, "videoHeight", "get").mockReturnValue(720);
    vi.mocked(openCamera).mockResolvedValue({ getTracks: () => [] } as unknown as MediaStream);
    seen = null;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("analyses, captures for 300 ms, succeeds, then goes to the podium 1500 ms later", async () => {
    const goTo = vi.fn();
    render(<Harness goTo={goTo} />);
    expect(view()).toEqual({ phase: "starting" });
    await advance(0);
    expect(view()).toEqual({ phase: "scanning", unrecognised: false });

    seen = "https://www.ikea.com/fr/fr/p/billy-80275887/";
    await advance(16);
    expect(view()).toMatchObject({ phase: "analysing", tip: null });
    expect(view()).toHaveProperty("quality", expect.any(Number));
    await advance(16);
    expect(view().phase).toBe("capturing");

    await advance(299);
    expect(view().phase).toBe("capturing");
    expect(successFeedback).not.toHaveBeenCalled();
    await advance(1);
    expect(view()).toEqual({ phase: "success", payload: { kind: "article", code: "80275887" } });
    expect(successFeedback).toHaveBeenCalledOnce();

    await advance(1499);
    expect(goTo).not.toHaveBeenCalled();
    await advance(1);
    expect(goTo).toHaveBeenCalledExactlyOnceWith("80275887");
  });

  it("says 'Erreur lors de la navigation' when the navigation fails", async () => {
    const goTo = vi.fn(() => {
      throw new Error("navigation refused");
    });
    render(<Harness goTo={goTo} />);
    await advance(0);
    seen = "802.758.87";
    await advance(32 + 300 + 1500);
    expect(goTo).toHaveBeenCalledOnce();
    expect(view()).toEqual({ phase: "navigation-error", code: "80275887" });
  });

  it("shows the articles of a multi-article code instead of leaving", async () => {
    const goTo = vi.fn();
    render(<Harness goTo={goTo} />);
    await advance(0);
    seen = "(240)80275887(30)2(240)30379118(30)1";
    await advance(32 + 300 + 1500);
    expect(view()).toEqual({
      phase: "success",
      payload: {
        kind: "articles",
        items: [
          { code: "80275887", quantity: 2 },
          { code: "30379118", quantity: 1 },
        ],
        label: "(240)80275887(30)2(240)30379118(30)1",
      },
    });
    expect(goTo).not.toHaveBeenCalled();
  });

  it("reads a code without an article as such, and never accepts it", async () => {
    const goTo = vi.fn();
    render(<Harness goTo={goTo} />);
    await advance(0);
    seen = "https://www.ikea.com/fr/fr/";
    await advance(32 + 300 + 1500);
    expect(view()).toEqual({
      phase: "scanning",
      unrecognised: true,
      read: { format: "qr", text: "https://www.ikea.com/fr/fr/" },
    });
    expect(goTo).not.toHaveBeenCalled();
  });

  it("goes back to scanning once the code's detections have been cleaned up", async () => {
    render(<Harness goTo={vi.fn()} />);
    await advance(0);
    seen = "80275887";
    await advance(16);
    seen = null;
    expect(view().phase).toBe("analysing");
    await advance(2900);
    expect(view().phase).toBe("analysing");
    // The 3 s clean-up after the session started drops nothing yet (the detection is 2.9 s old);
    // the next one, at 6 s, does.
    await advance(3200);
    expect(view()).toEqual({ phase: "scanning", unrecognised: false });
  });

  it("reports a camera failure", async () => {
    vi.mocked(openCamera).mockRejectedValue(new CameraError("denied", null));
    render(<Harness goTo={vi.fn()} />);
    await advance(0);
    expect(view()).toEqual({ phase: "camera-error", failure: "denied" });
  });
});
