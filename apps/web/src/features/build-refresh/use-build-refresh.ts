import { useEffect } from "react";
import type { Router } from "../../lib/router-types";
import { checkForNewBuild, MANIFEST_CHECK_DELAY_MS, reloadForChunkError } from "./build-refresh";

/**
 * Checks for a newer build ~1 s after start and whenever the tab comes back; once one exists,
 * the next in-app navigation loads the page afresh instead of running stale code.
 */
export function useBuildRefresh(router: Router): void {
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
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("vite:preloadError", onPreloadError);
    let lastPath = router.state.location.pathname;
    const unsubscribe = router.subscribe((state) => {
      const path = state.location.pathname;
      if (newer && state.navigation.state === "idle" && path !== lastPath) {
        window.location.assign(state.location.pathname + state.location.search + state.location.hash);
      }
      lastPath = path;
    });
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("vite:preloadError", onPreloadError);
      unsubscribe();
    };
  }, [router]);
}
