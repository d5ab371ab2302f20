import { useSyncExternalStore } from "react";
import { call } from "../api/call";
import { sessionFetch } from "../api/schema-free-endpoints";
import type { CurrentProfile, User } from "./session-types";

/**
 * Who is using the app (spec §4): the signed-in user, or none, and the current profile (guest or
 * user) with its basket and countries. Fetched once at start-up and never retried. A small store
 * rather than a query: the header needs it on every page and it must not pull the query library
 * into the first download.
 */
export interface SessionState {
  user: User | null;
  profile: CurrentProfile | null;
  loaded: boolean;
}

let state: SessionState = { user: null, profile: null, loaded: false };
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** A failure means "not signed in" (spec §8: helpers log and return nothing). */
export async function refreshSession(): Promise<User | null> {
  try {
    const { user, profile } = await call(sessionFetch);
    set({ user, profile, loaded: true });
  } catch (error) {
    console.warn("Session fetch failed", error);
    set({ user: null, profile: null, loaded: true });
  }
  return state.user;
}

/** Local changes the server has confirmed (a new picklist, a country chosen). */
export function updateSessionProfile(change: Partial<CurrentProfile>): void {
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
