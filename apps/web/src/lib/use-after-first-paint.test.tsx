import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HIDDEN_TAB_MS, useAfterFirstPaint } from "./use-after-first-paint";

function Page({ answer = true }: { answer?: boolean }) {
  const complete = useAfterFirstPaint(answer);
  if (!answer) return <p>waiting</p>;
  return <p>{complete ? "all" : "top"}</p>;
}

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal("cancelAnimationFrame", () => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useAfterFirstPaint", () => {
  it("draws the top first, and the rest only after the frame that paints it", async () => {
    render(<Page />);
    expect(screen.getByText("top")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.getByText("top")).toBeInTheDocument();
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
    // The frame's callback runs before the paint: the rest waits for the task after it.
    expect(screen.getByText("top")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByText("all")).toBeInTheDocument();
  });

  it("counts from the commit that draws the top, not from one still waiting for the answer", async () => {
    const { rerender } = render(<Page answer={false} />);
    await act(async () => vi.advanceTimersByTime(HIDDEN_TAB_MS * 2));
    expect(frames).toHaveLength(0);
    rerender(<Page answer />);
    expect(screen.getByText("top")).toBeInTheDocument();
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByText("all")).toBeInTheDocument();
  });

  it("does not wait for a frame that a hidden tab never gets", async () => {
    render(<Page />);
    await act(async () => vi.advanceTimersByTime(HIDDEN_TAB_MS - 1));
    expect(screen.getByText("top")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText("all")).toBeInTheDocument();
  });
});
