import { i18n } from "../../i18n/i18n";
import { getOldestFetchedAt, subscribeOfflineAnswers } from "../../lib/offline/offline-answers";
import type { PrecacheLocaleMessage } from "../../sw/sw-manifest";
import { watchInstallOffer } from "./install-offer";

const askForLocale = (worker: ServiceWorker | null | undefined, lang: string) => {
  const message: PrecacheLocaleMessage = { type: "precache-locale", lang };
  worker?.postMessage(message);
};

/**
 * Registers the service worker (decision 041) and has it keep the translations of the shopper's
 * language, now and whenever they change it; asks for the banner once the page is offline or
 * shows kept copies, and for the install offer when the browser can install the app. A failed registration only loses the offline mode.
 */
export function runOffline(showUi: () => void, earlyInstallEvent?: Event): void {
  const check = () => {
    if (!navigator.onLine || getOldestFetchedAt() !== null) showUi();
  };
  check();
  window.addEventListener("offline", check);
  watchInstallOffer(showUi, earlyInstallEvent);
  subscribeOfflineAnswers(check);
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      askForLocale(registration.active, i18n.language);
      i18n.onLanguageChanged((lang) => askForLocale(registration.active, lang));
    })
    .catch((error: unknown) => console.warn("Service worker registration failed", error));
}
