import { lazyHost } from "../../lib/lazy-host";
import { getOldestFetchedAt, subscribeOfflineAnswers } from "../../lib/offline/offline-answers";

// Nothing of the offline mode in the first download (decision 041): the registration's few lines
// a while after the page has loaded, the banner and the install offer only when they have to show.
/** The banner and the install offer, mounted when the runtime has something for one to say. */
const { show: showOfflineUi, Host: OfflineHost } = lazyHost(
  async () => (await import("./offline-ui")).OfflineUi,
);

export { OfflineHost };

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(run, { timeout: 5000 })
    : setTimeout(run, 1);

/**
 * Online, the worker waits this long after the load event (then an idle moment): the page's own
 * late requests (its lazy parts, the build check at 1 s) go first, and the first download is the
 * page's alone. Offline, or showing kept copies, the banner cannot wait: it starts at once.
 */
export const REGISTER_AFTER_MS = 5000;

let keepAsked = false;
let registerWorker: (() => void) | null = null;

/**
 * The shopper is preparing a trip (their wishlist and its plan are open): keep the app for the
 * store, even on a first visit. Otherwise the worker, and the half megabyte it keeps, wait for
 * a second visit: a shopper who only looks once, maybe on roaming data, never downloads it.
 */
export function keepForOffline(): void {
  keepAsked = true;
  registerWorker?.();
}

/** Called once at start-up: starts the offline runtime (the worker, the banner, the offer). */
export function startOffline(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // The browser may say it can install the app before the runtime is there: held until then.
  let early: Event | undefined;
  const hold = (event: Event) => {
    event.preventDefault();
    early = event;
  };
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    void import("./offline-runtime").then((runtime) => {
      window.removeEventListener("beforeinstallprompt", hold);
      registerWorker = runtime.runOffline(showOfflineUi, early);
      if (keepAsked) registerWorker();
    });
  };
  const urgent = () => {
    if (!navigator.onLine || getOldestFetchedAt() !== null) begin();
  };
  window.addEventListener("beforeinstallprompt", hold);
  window.addEventListener("offline", urgent);
  subscribeOfflineAnswers(urgent);
  const loaded = () => {
    urgent();
    setTimeout(() => whenIdle(begin), REGISTER_AFTER_MS);
  };
  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded, { once: true });
}
