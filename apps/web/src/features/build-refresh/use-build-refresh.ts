import { useEffect } from "react";
import { checkForNewBuild, MANIFEST_CHECK_DELAY_MS, reloadForChunkError } from "./build-refresh";

/**
 * Checks for a newer build ~1 s after start and whenever the tab comes back. Once one exists,
 * in-app links behave as plain links, so the next navigation loads the new build instead of
 * running stale code against a changed server.
 */
export function useBuildRefresh(): void {
  useEffect(() => {
    let newer = false;
    const check = async () => {
      if (!newer) newer = await checkForNewBuild(__BUILD_ID__);
    };
    const timer = setTimeout(check, MANIFEST_CHECK_DELAY_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const onPreloadError = (event: Event) => {
      if (reloadForChunkError()) event.preventDefault();
    };
    // Capture phase: runs before the router's own click handler, which it then skips.
    const onClick = (event: MouseEvent) => {
      if (!newer || event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target ||
        anchor.origin !== location.origin
      )
        return;
      event.stopPropagation();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("click", onClick, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("click", onClick, true);
    };
  }, []);
}
