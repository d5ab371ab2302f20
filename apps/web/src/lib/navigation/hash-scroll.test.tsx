import { act, render } from "@testing-library/react";
import { Link, MemoryRouter } from "react-router";
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

  it("leaves the first page where the browser put it, and takes a new path to the top", async () => {
    vi.resetModules();
    const { HashScroll: FreshHashScroll } = await import("./hash-scroll");
    const { getByRole } = render(
      <MemoryRouter initialEntries={["/podium/902.535.35"]}>
        <FreshHashScroll />
        <Link to="/wishlist">liste</Link>
      </MemoryRouter>,
    );
    // The first location: no forced layout in the middle of the first render (issue 19).
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(async () => getByRole("link").click());
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
