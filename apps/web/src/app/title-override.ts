import { useEffect, useSyncExternalStore } from "react";

// A screen may replace the route's title while it is shown (an article's name, an error);
// DocumentTitle renders the one <title> of the page, so two components never compete for it.
export interface TitleOverride {
  title: string;
  noindex: boolean;
}

let override: TitleOverride | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function useTitleOverride(): TitleOverride | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => override,
    () => override,
  );
}

export function useOverrideTitle(title: string, options: { noindex?: boolean } = {}): void {
  const noindex = options.noindex ?? false;
  useEffect(() => {
    override = { title, noindex };
    emit();
    return () => {
      override = null;
      emit();
    };
  }, [title, noindex]);
}
