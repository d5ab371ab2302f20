import { useEffect, useSyncExternalStore } from "react";

// The error page replaces the route's title while it is shown; DocumentTitle renders the one
// <title> of the page, so two components never compete for it.
let override: string | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function useTitleOverride(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => override,
    () => override,
  );
}

export function useOverrideTitle(title: string): void {
  useEffect(() => {
    override = title;
    emit();
    return () => {
      override = null;
      emit();
    };
  }, [title]);
}
