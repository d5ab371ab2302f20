import { useEffect } from "react";
import { useLocation } from "react-router";
import { HOME_SCROLL_DELAY_MS, scrollToId } from "../scroll";

/** Looks for a hash link's target every 400 ms this many times (10 s). */
const TARGET_TRIES = 25;

/**
 * Whether the document has rendered its first location: that one is where the browser put the page
 * (the top, or where a reload was), and scrolling there again would only force a layout of the
 * whole page in the middle of the first render (issue 19: tens of milliseconds on a phone).
 */
let landed = false;

/** Smooth scrolling to the element a URL's hash names, 100 px above it (spec §2, §9). */
export function HashScroll() {
  const { hash, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path scrolls too, even with the same hash.
  useEffect(() => {
    const first = !landed;
    landed = true;
    if (!hash) {
      // A new path starts at the top.
      if (!first) window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    if (scrollToId(id)) return followTarget(id);
    // The target may live in a page chunk that is still loading (slowly, on a busy device or
    // network): look again every 400 ms, for 10 s at most.
    let stop: (() => void) | undefined;
    let tries = 0;
    const attempt = () => {
      if (scrollToId(id)) stop = followTarget(id);
      else if (++tries < TARGET_TRIES) timer = setTimeout(attempt, HOME_SCROLL_DELAY_MS);
    };
    let timer = setTimeout(attempt, HOME_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [hash, pathname]);
  return null;
}

/**
 * Sections that load lazily above the target grow the page while it scrolls: for a moment after
 * the jump, each change of the page's size scrolls to the target again.
 */
function followTarget(id: string) {
  let first = true;
  const observer = new ResizeObserver(() => {
    if (first) first = false;
    else scrollToId(id, "auto");
  });
  observer.observe(document.documentElement);
  const timer = setTimeout(() => observer.disconnect(), 3000);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
