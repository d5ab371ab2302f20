import { useEffect } from "react";
import { useLocation } from "react-router";
import { HOME_SCROLL_DELAY_MS, scrollToId } from "../scroll";

/** Looks for a hash link's target every 400 ms this many times (10 s). */
const TARGET_TRIES = 25;

/** Smooth scrolling to the element a URL's hash names, 100 px above it (spec §2, §9). */
export function HashScroll() {
  const { hash, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path scrolls too, even with the same hash.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
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
