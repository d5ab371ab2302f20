import { useEffect } from "react";
import { useLocation } from "react-router";
import { HOME_SCROLL_DELAY_MS, scrollToId } from "../../lib/scroll";

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
    if (scrollToId(id)) return;
    // The target may live in a page chunk that is still loading.
    const timer = setTimeout(() => scrollToId(id), HOME_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, pathname]);
  return null;
}
