import { browserStorageKeys } from "@frontalier/shared/browser-storage";
import { completeProviderSignIn, startProviderSignIn } from "@frontalier/shared/contracts/identity";
import { call } from "../api/call";
import { readUser } from "../api/read-session";
import { urlOf } from "../api/url";
import { refreshSession } from "./session-store";
import type { User } from "./session-types";

/** Spec §9: the login popup is 960 by 600. */
export const POPUP_SIZE = { width: 960, height: 600 } as const;
/** Spec §4 storage signal: the callback page writes the time here when it is done. */
export const AUTH_SIGNAL_KEY: string = browserStorageKeys.authSignal;
/** Set by the opener before the popup leaves: the callback page may have lost `window.opener`. */
const POPUP_MARKER_KEY = browserStorageKeys.authPopup;
const POPUP_NAME = "frontalier-sign-in";
/** As long as the server keeps the state of a sign-in under way. */
const SIGN_IN_MS = 10 * 60_000;

export const providerStartUrl = (providerId: string): string =>
  urlOf(startProviderSignIn, { params: { provider: providerId } });

/** Window features of a popup of spec §9's size, centred on the current window. */
export function popupFeatures(
  view: Pick<Window, "screenX" | "screenY" | "outerWidth" | "outerHeight">,
) {
  const { width, height } = POPUP_SIZE;
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

let stopListening: (() => void) | undefined;

/**
 * Signs in with a provider in a popup (spec §4): when the storage signal arrives, the session is
 * refreshed once and `onSession` hears who is signed in (null when nobody). When popups are
 * blocked, the whole page goes to the provider instead and comes back through /auth/callback.
 */
export function openProviderPopup(
  providerId: string,
  options: {
    onSession?: (user: User | null) => void;
    /** How the page leaves when popups are blocked (jsdom cannot navigate). */
    redirect?: (url: string) => void;
  } = {},
): "popup" | "redirect" {
  const url = providerStartUrl(providerId);
  store(POPUP_MARKER_KEY, String(Date.now()));
  const popup = window.open(url, POPUP_NAME, popupFeatures(window));
  if (!popup) {
    store(POPUP_MARKER_KEY, null);
    (options.redirect ?? ((to: string) => window.location.assign(to)))(url);
    return "redirect";
  }
  popup.focus();
  stopListening?.();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_SIGNAL_KEY || !event.newValue) return;
    stop();
    void refreshSession().then((user) => options.onSession?.(user));
  };
  const timer = window.setTimeout(() => stop(), SIGN_IN_MS);
  function stop() {
    window.removeEventListener("storage", onStorage);
    window.clearTimeout(timer);
    stopListening = undefined;
  }
  window.addEventListener("storage", onStorage);
  stopListening = stop;
  return "popup";
}

export interface ProviderSignInOutcome {
  user: User | null;
  error: unknown;
  /** The page runs in the sign-in popup, which closes itself whatever the outcome (spec §4). */
  popup: boolean;
}

const outcomes = new Map<string, Promise<ProviderSignInOutcome>>();

/**
 * The callback page's work: hands the provider's answer (`search`) to the server, then writes
 * the storage signal. Once per answer, even when React runs the page's effect twice: the
 * server's state serves once.
 */
export function finishProviderSignIn(search: string): Promise<ProviderSignInOutcome> {
  let outcome = outcomes.get(search);
  if (!outcome) {
    outcome = finish(search);
    outcomes.set(search, outcome);
  }
  return outcome;
}

async function finish(search: string): Promise<ProviderSignInOutcome> {
  const marked = Number(read(POPUP_MARKER_KEY));
  store(POPUP_MARKER_KEY, null);
  // A COOP browsing-context switch on the way back from the provider can drop `opener`.
  const popup = Boolean(window.opener) || (marked > 0 && Date.now() - marked < SIGN_IN_MS);
  let user: User | null = null;
  let error: unknown = null;
  const params = new URLSearchParams(search);
  // Not a provider's answer (the page opened by hand): nothing to hand over.
  if (!params.has("code") && !params.has("error")) {
    store(AUTH_SIGNAL_KEY, String(Date.now()));
    return { user, error, popup };
  }
  try {
    user = readUser((await call(completeProviderSignIn, { body: { search } })).user);
  } catch (thrown) {
    error = thrown;
  }
  store(AUTH_SIGNAL_KEY, String(Date.now()));
  return { user, error, popup };
}

// Storage may be unavailable (disabled, full): the popup then simply does not signal.
function store(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {}
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
