import { useSyncExternalStore } from "react";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec §2/§9: the mobile layout applies up to 768 px wide or 500 px high. */
export const MOBILE_QUERY = "(max-width: 768px), (max-height: 500px)";

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
