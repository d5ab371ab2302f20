import { useSyncExternalStore } from "react";

/** Spec §8: start-up and render errors are kept and shown on the error page. */
export interface KeptError {
  message: string;
  at: number;
}

let kept: KeptError[] = [];
const listeners = new Set<() => void>();

export function keepError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  kept = [...kept.slice(-4), { message, at: Date.now() }];
  for (const listener of listeners) listener();
}

export function useKeptErrors(): KeptError[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => kept,
    () => kept,
  );
}
