import { act, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HashScroll } from "./hash-scroll";

describe("HashScroll", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    globalThis.ResizeObserver = class {
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("waits for a target whose page chunk loads slowly, then scrolls to it", async () => {
    render(
      <MemoryRouter initialEntries={["/#newsletter-section"]}>
        <HashScroll />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(window.scrollTo).not.toHaveBeenCalled();
    // The home page arrives after 2 s.
    const section = document.createElement("section");
    section.id = "newsletter-section";
    document.body.append(section);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it("gives up after 10 s when the target never comes", async () => {
    render(
      <MemoryRouter initialEntries={["/#nowhere"]}>
        <HashScroll />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const section = document.createElement("section");
    section.id = "nowhere";
    document.body.append(section);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
