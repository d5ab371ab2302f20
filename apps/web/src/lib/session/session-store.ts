import type {
  SessionProfile,
  SessionResponse,
  SessionUser,
} from "@frontalier/shared/contracts/session";
import { useSyncExternalStore } from "react";
import { apiRequest } from "../api-client";

/**
 * Who is using the app (spec §4): the signed-in user, or none, and the current profile (guest or
 * user) with its basket and countries. Fetched once at start-up and never retried. A small store
 * rather than a query: the header needs it on every page and it must not pull the query library
 * into the first download.
 */
export interface SessionState {
  user: SessionUser | null;
  profile: SessionProfile | null;
  loaded: boolean;
}

let state: SessionState = { user: null, profile: null, loaded: false };
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

// The session contract's shape, checked without zod (it lives in the first download).
const sessionContract = {
  parse(data: unknown): SessionResponse {
    const user = isRecord(data) ? data.user : null;
    const profile = isRecord(data) ? data.profile : null;
    if (
      (user != null &&
        (!isRecord(user) ||
          typeof user.iProfile !== "number" ||
          typeof user.sPrenom !== "string")) ||
      (profile != null && (!isRecord(profile) || typeof profile.iBasket !== "number"))
    ) {
      throw new TypeError("Malformed session response");
    }
    return {
      user: isRecord(user)
        ? {
            iProfile: user.iProfile as number,
            sPrenom: user.sPrenom as string,
            sNom: text(user.sNom) ?? "",
            sPhoto: text(user.sPhoto),
            sTypeAccount: text(user.sTypeAccount) ?? "EMAIL",
            premiumUntil: text(user.premiumUntil),
          }
        : null,
      profile: isRecord(profile)
        ? {
            iProfile: profile.iProfile as number,
            iBasket: profile.iBasket as number,
            sIndex: typeof profile.sIndex === "number" ? profile.sIndex : 0,
            sPaysLangue: text(profile.sPaysLangue),
            sPaysFav: text(profile.sPaysFav),
            home: text(profile.home) ?? "FR",
            countries: Array.isArray(profile.countries)
              ? profile.countries.filter((c) => typeof c === "string")
              : [],
          }
        : null,
    };
  },
};

/** A failure means "not signed in" (spec §8: helpers log and return nothing). */
export async function refreshSession(): Promise<SessionUser | null> {
  try {
    const { user, profile } = await apiRequest("/api/_auth/session", {
      schema: sessionContract,
      noRetry: true,
    });
    set({ user, profile, loaded: true });
  } catch (error) {
    console.warn("Session fetch failed", error);
    set({ user: null, profile: null, loaded: true });
  }
  return state.user;
}

/** Local changes the server has confirmed (a new picklist, a country chosen). */
export function updateSessionProfile(change: Partial<SessionProfile>): void {
  if (state.profile) set({ ...state, profile: { ...state.profile, ...change } });
}

export function clearSession(): void {
  set({ user: null, profile: null, loaded: true });
}

export const getSession = (): SessionState => state;

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
