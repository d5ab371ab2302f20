import { call } from "../api/call";
import { logoutCall } from "../api/schema-free-endpoints";
import { cookieNames, deleteCookie } from "../cookies";
import { clearSession } from "./session-store";

/**
 * Spec §2/§7: Déconnexion ends the session, clears all cookies and goes to /login. A failed call
 * is logged and the local sign-out still happens (spec §8).
 */
export async function logout(): Promise<void> {
  try {
    await call(logoutCall);
  } catch (error) {
    console.warn("Logout failed", error);
  }
  for (const name of cookieNames()) deleteCookie(name);
  clearSession();
  window.location.assign("/login");
}
