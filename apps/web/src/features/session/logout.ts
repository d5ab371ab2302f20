import type { QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../lib/api-client";
import { cookieNames, deleteCookie } from "../../lib/cookies";
import { sessionQueryKey } from "./use-session";

const anyBody = z.unknown();

/**
 * Spec §2/§7: Déconnexion ends the session, clears all cookies and goes to /login. A failed call
 * is logged and the local sign-out still happens (spec §8).
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await apiRequest("/api/logout", { method: "POST", schema: anyBody });
  } catch (error) {
    console.warn("Logout failed", error);
  }
  for (const name of cookieNames()) deleteCookie(name);
  queryClient.setQueryData(sessionQueryKey, { user: null });
  window.location.assign("/login");
}
