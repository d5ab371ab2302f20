import { lazy, Suspense, useCallback } from "react";
import { useNavigate } from "react-router";
import { RoutePage } from "../components/layout/route-page";

// Its own chunk, requested when the page renders: the list of what it needs then lives in this
// page's chunk instead of the entry's table of pages (zero bytes added to the first visit of `/`).
const ScannerOverlay = lazy(async () => ({
  default: (await import("../features/scanner/scanner-overlay")).ScannerOverlay,
}));

/** React Router keeps the position in the history in `history.state.idx`. */
const openedFromTheApp = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * /scanner is the scanner overlay (spec §2), downloaded only when it opens. Closing it goes back to
 * the page it was opened from, or home when the scanner was the first page.
 */
export function Page() {
  const navigate = useNavigate();
  const close = useCallback(() => {
    if (openedFromTheApp()) navigate(-1);
    else navigate("/", { replace: true });
  }, [navigate]);
  return (
    <>
      <RoutePage id="scanner" />
      <Suspense fallback={null}>
        <ScannerOverlay onClose={close} />
      </Suspense>
    </>
  );
}
