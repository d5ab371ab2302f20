/** Spec §9: hash links land 100 px above their target, so the fixed header does not hide it. */
export const HASH_SCROLL_OFFSET_PX = 100;
/** Spec §2/§9: Home from another page navigates first, then scrolls after 400 ms. */
export const HOME_SCROLL_DELAY_MS = 400;
export const HOME_TABS_ID = "tabs-section";

export function scrollTopFor(
  elementTop: number,
  scrollY: number,
  offset = HASH_SCROLL_OFFSET_PX,
): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

export function scrollToId(id: string, behavior: ScrollBehavior = "smooth"): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = scrollTopFor(target.getBoundingClientRect().top, window.scrollY);
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top, behavior: reduced ? "auto" : behavior });
  return true;
}
