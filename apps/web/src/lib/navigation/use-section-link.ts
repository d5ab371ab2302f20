import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { HOME_SCROLL_DELAY_MS, HOME_TABS_ID, scrollToId } from "../scroll";

/**
 * Spec §2: Home while on / scrolls to the tabs section; from elsewhere it navigates to / and
 * scrolls after 400 ms. Section links (/#newsletter-section…) behave the same way.
 */
export function useSectionLink() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (sectionId: string = HOME_TABS_ID, event?: React.MouseEvent) => {
      if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
      event?.preventDefault();
      if (location.pathname === "/") {
        if (sectionId !== HOME_TABS_ID) history.replaceState(history.state, "", `/#${sectionId}`);
        scrollToId(sectionId);
        return;
      }
      navigate(sectionId === HOME_TABS_ID ? "/" : `/#${sectionId}`);
      setTimeout(() => scrollToId(sectionId), HOME_SCROLL_DELAY_MS);
    },
    [location.pathname, navigate],
  );
}
