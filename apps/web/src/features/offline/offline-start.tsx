import { lazy, Suspense, useSyncExternalStore } from "react";

// Nothing of the offline mode in the first download, nothing before the page has loaded and gone
// idle (decision 041): the registration's few lines then, the banner only when it has to show.
const LazyOfflineUi = lazy(async () => ({ default: (await import("./offline-ui")).OfflineUi }));

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the banner and the install offer (the runtime calls it when one has something to say). */
function showOfflineUi(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(run, { timeout: 5000 })
    : setTimeout(run, 1);

/** Called once at start-up: after the load event and an idle moment, registers the worker. */
export function startOffline(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () =>
    whenIdle(
      () => void import("./offline-runtime").then((runtime) => runtime.runOffline(showOfflineUi)),
    );
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

export function OfflineHost() {
  const shown = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => wanted,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyOfflineUi />
    </Suspense>
  );
}
