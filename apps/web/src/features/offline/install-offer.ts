import { browserStorageKeys } from "@frontalier/shared/browser-storage";
import { countVisit, type InstallVisits, offersInstall, readInstallVisits } from "./install-visits";

/** Chromium's event, not in the DOM's types: the browser's own install dialog, held for later. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const key = browserStorageKeys.installOffer;
let held: BeforeInstallPromptEvent | null = null;
let state: InstallVisits = readInstallVisits(null);
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

function save(): void {
  try {
    localStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Private browsing without storage: the offer may come back next visit.
  }
}

/**
 * Counts this visit and holds the browser's install dialog instead of its own mini bar, so that
 * the app offers it when it is worth it (`offersInstall`); `show` mounts the offer.
 */
export function watchInstallOffer(show: () => void, early?: Event): void {
  try {
    state = countVisit(readInstallVisits(localStorage.getItem(key)), Date.now());
  } catch {
    state = countVisit(state, Date.now());
  }
  save();
  const hold = (event: Event) => {
    event.preventDefault();
    held = event as BeforeInstallPromptEvent;
    if (offersInstall(state)) show();
    notify();
  };
  if (early) hold(early);
  window.addEventListener("beforeinstallprompt", hold);
  window.addEventListener("appinstalled", () => {
    held = null;
    notify();
  });
}

/** Whether this start is the shopper's second visit or a later one (counted by `watchInstallOffer`). */
export const isReturningVisit = (): boolean => state.visits >= 2;

/** True while the browser can install the app and the shopper has not said no. */
export const installOffered = (): boolean => held !== null && offersInstall(state);

export async function acceptInstall(): Promise<void> {
  const event = held;
  held = null;
  notify();
  if (!event) return;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === "dismissed") dismissInstall();
}

/** Remembered: the app does not offer again. The browser's own menu still can. */
export function dismissInstall(): void {
  state = { ...state, dismissed: true };
  held = null;
  save();
  notify();
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
