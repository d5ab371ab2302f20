/**
 * When to offer installing the app (issue 26): never on the first visit, from the second on, until
 * the shopper says no. A visit is a start of the app more than half an hour after the last one.
 */
export interface InstallVisits {
  visits: number;
  lastVisit: number;
  dismissed: boolean;
}

export const NEW_VISIT_AFTER_MS = 30 * 60_000;

const none: InstallVisits = { visits: 0, lastVisit: 0, dismissed: false };

export function readInstallVisits(stored: string | null): InstallVisits {
  try {
    const value = JSON.parse(stored ?? "null") as Partial<InstallVisits> | null;
    if (!value || typeof value !== "object") return none;
    return {
      visits:
        Number.isInteger(value.visits) && (value.visits as number) > 0
          ? (value.visits as number)
          : 0,
      lastVisit: typeof value.lastVisit === "number" ? value.lastVisit : 0,
      dismissed: value.dismissed === true,
    };
  } catch {
    return none;
  }
}

/** The state after the app started at `now`. */
export function countVisit(state: InstallVisits, now: number): InstallVisits {
  const isNew = state.visits === 0 || now - state.lastVisit > NEW_VISIT_AFTER_MS;
  return { ...state, visits: isNew ? state.visits + 1 : state.visits, lastVisit: now };
}

export const offersInstall = (state: InstallVisits): boolean =>
  !state.dismissed && state.visits >= 2;
