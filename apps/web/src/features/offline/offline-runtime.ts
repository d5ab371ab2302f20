import { i18n } from "../../i18n/i18n";
import { getOldestFetchedAt, subscribeOfflineAnswers } from "../../lib/offline/offline-answers";
import type { PrecacheLocaleMessage } from "../../sw/sw-manifest";
import { isReturningVisit, watchInstallOffer } from "./install-offer";

const askForLocale = (worker: ServiceWorker | null | undefined, lang: string) => {
  const message: PrecacheLocaleMessage = { type: "precache-locale", lang };
  worker?.postMessage(message);
};

/**
 * Watches for the banner and the install offer, and registers the service worker (decision 041)
 * when it is worth its download: the shopper's second visit, a worker already installed (it then
 * updates), or `register` called (the wishlist page, through `keepForOffline`). The worker keeps the
 * translations of the shopper's language, now and whenever they change it. A failed registration
 * only loses the offline mode.
 */
export function runOffline(showUi: () => void, earlyInstallEvent?: Event): () => void {
  const check = () => {
    if (!navigator.onLine || getOldestFetchedAt() !== null) showUi();
  };
  check();
  window.addEventListener("offline", check);
  watchInstallOffer(showUi, earlyInstallEvent);
  subscribeOfflineAnswers(check);
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        askForLocale(registration.active, i18n.language);
        i18n.onLanguageChanged((lang) => askForLocale(registration.active, lang));
      })
      .catch((error: unknown) => console.warn("Service worker registration failed", error));
  };
  if (navigator.serviceWorker.controller || isReturningVisit()) register();
  // Ticks and quantities changed offline are sent from whatever page the app starts on (043).
  void resumeWrites().catch(() => undefined);
  return register;
}

/** Writes left waiting by an earlier visit are sent now; the queue is loaded only when some are. */
async function resumeWrites(): Promise<void> {
  const { hasQueuedWrites } = await import("../../lib/offline/idb-write-store");
  if (!(await hasQueuedWrites())) return;
  const { lineWrites } = await import("../../lib/offline/line-writes");
  lineWrites();
}
