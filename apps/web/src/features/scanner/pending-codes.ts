import { ARTICLE_CODE_LENGTH } from "@frontalier/shared/article-code";
import { browserStorageKeys } from "@frontalier/shared/browser-storage";
import { useSyncExternalStore } from "react";

/**
 * Codes scanned offline whose price was not kept (decision 047): in localStorage, so that a
 * closed tab or a restart loses none, until the shopper has seen their price online and removed
 * them. Never dropped silently.
 */
const key = browserStorageKeys.scannerPending;
const articleCode = new RegExp(`^\\d{${ARTICLE_CODE_LENGTH}}$`);

/** The stored list, in scanning order; damaged entries and repeats left out. */
export function readPendingCodes(stored: string | null): string[] {
  try {
    const value = JSON.parse(stored ?? "[]") as unknown;
    if (!Array.isArray(value)) return [];
    const codes = value.filter((code): code is string => typeof code === "string");
    return [...new Set(codes.filter((code) => articleCode.test(code)))];
  } catch {
    return [];
  }
}

let codes: string[] | null = null;
const listeners = new Set<() => void>();

function load(): string[] {
  if (codes === null) {
    try {
      codes = readPendingCodes(localStorage.getItem(key));
    } catch {
      codes = [];
    }
  }
  return codes;
}

function save(next: string[]): void {
  codes = next;
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Private browsing without storage: the list lives as long as the page.
  }
  for (const listener of listeners) listener();
}

export const pendingCodes = (): string[] => load();

export function addPendingCode(code: string): void {
  if (!articleCode.test(code) || load().includes(code)) return;
  save([...load(), code]);
}

export function removePendingCode(code: string): void {
  if (load().includes(code)) save(load().filter((pending) => pending !== code));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab scanned or removed one.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    codes = readPendingCodes(event.newValue);
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function usePendingCodes(): string[] {
  return useSyncExternalStore(subscribe, pendingCodes, pendingCodes);
}
