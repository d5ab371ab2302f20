import type { SessionResponse, SessionUser } from "@frontalier/shared/contracts/session";
import { useSyncExternalStore } from "react";
import { apiRequest } from "../../lib/api-client";

/**
 * The signed-in user (spec §4), fetched once at start-up and never retried. A small store rather
 * than a query: the header needs it on every page and it must not pull the query library into
 * the first download.
 */
interface SessionState {
  user: SessionUser | null;
  loaded: boolean;
}

let state: SessionState = { user: null, loaded: false };
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

// The session contract's shape, checked without zod (it lives in the first download).
const sessionContract = {
  parse(data: unknown): SessionResponse {
    const user = (data as { user?: unknown } | null)?.user;
    if (user === null || user === undefined) return { user: null };
    const u = user as Record<string, unknown>;
    if (
      typeof u.iProfile !== "number" ||
      typeof u.sPrenom !== "string" ||
      typeof u.sNom !== "string"
    ) {
      throw new TypeError("Malformed session response");
    }
    return {
      user: {
        iProfile: u.iProfile,
        sPrenom: u.sPrenom,
        sNom: u.sNom,
        sPhoto: typeof u.sPhoto === "string" ? u.sPhoto : null,
        sTypeAccount: typeof u.sTypeAccount === "string" ? u.sTypeAccount : "EMAIL",
      },
    };
  },
};

/** A failure means "not signed in" (spec §8: helpers log and return nothing). */
export async function refreshSession(): Promise<SessionUser | null> {
  try {
    const { user } = await apiRequest("/api/_auth/session", {
      schema: sessionContract,
      noRetry: true,
    });
    set({ user, loaded: true });
  } catch (error) {
    console.warn("Session fetch failed", error);
    set({ user: null, loaded: true });
  }
  return state.user;
}

export function clearSession(): void {
  set({ user: null, loaded: true });
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
