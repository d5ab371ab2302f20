import { useSyncExternalStore } from "react";

// Set once the first screen has rendered its content; the start-up loader leaves then.
let ready = false;
const listeners = new Set<() => void>();

export function markAppReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

export function useAppReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ready,
    () => ready,
  );
}
