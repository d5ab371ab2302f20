import { browserStorageKeys } from "@frontalier/shared/browser-storage";
import { call } from "../api/call";
import { endSessionCall, logoutCall } from "../api/schema-free-endpoints";
import { cookieNames, deleteCookie } from "../cookies";
import { clearSession } from "./session-store";

/**
 * Spec §2/§7: Déconnexion calls the logout, then ends the session as its session store does
 * (`DELETE /api/_auth/session`, which also clears the cookies the server set, so that a failed
 * logout still leaves nobody signed in), clears all cookies and goes to /login. A failed call is
 * logged and the local sign-out still happens (spec §8). The answers kept for offline use go too.
 */
export async function logout(): Promise<void> {
  const logged = (error: unknown) => console.warn("Logout failed", error);
  // While the session exists: the server forgets this browser's push subscription (decision 042).
  // Loaded here, not with the header that offers signing out: the first download stays small.
  await import("../push/forget-push-subscription")
    .then(({ forgetPushSubscription }) => forgetPushSubscription())
    .catch(logged);
  await call(logoutCall).catch(logged);
  await call(endSessionCall).catch(logged);
  for (const name of cookieNames()) deleteCookie(name);
  clearSession();
  // The copies the service worker kept for offline use are this shopper's (decision 041): in
  // IndexedDB, and in Cache Storage where an earlier build left them.
  await import("../offline/kept-answers")
    .then(({ deleteKeptAnswers }) => deleteKeptAnswers())
    .catch(logged);
  await globalThis.caches?.delete(browserStorageKeys.offlineAnswers).catch(logged);
  // So are the ticks and quantities still waiting to be sent (decision 043).
  await import("../offline/idb-write-store")
    .then(({ deleteWriteStore }) => deleteWriteStore())
    .catch(logged);
  window.location.assign("/login");
}
