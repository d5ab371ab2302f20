import { browserStorageKeys } from "@frontalier/shared/browser-storage";
import { useSyncExternalStore } from "react";

/** Spec §4: the preference is system, light or dark, stored locally. */
export type ColorModePreference = "system" | "light" | "dark";
export type ForcedColorMode = "light" | "dark";

export const COLOR_MODE_STORAGE_KEY = browserStorageKeys.colorMode;
const DARK_QUERY = "(prefers-color-scheme: dark)";

let forced: ForcedColorMode | null = null;
const listeners = new Set<() => void>();

export function readPreference(): ColorModePreference {
  try {
    const value = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

export function resolveColorMode(
  preference: ColorModePreference,
  systemDark: boolean,
  force: ForcedColorMode | null = null,
): ForcedColorMode {
  if (force) return force;
  if (preference === "system") return systemDark ? "dark" : "light";
  return preference;
}

function apply(): void {
  const mode = resolveColorMode(readPreference(), matchMedia(DARK_QUERY).matches, forced);
  document.documentElement.classList.toggle("dark", mode === "dark");
  document.documentElement.style.colorScheme = mode;
  for (const listener of listeners) listener();
}

export function setColorModePreference(preference: ColorModePreference): void {
  try {
    if (preference === "system") localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  apply();
}

/** A page may force light or dark (never system) while it is shown; returns the release. */
export function forceColorMode(mode: ForcedColorMode): () => void {
  forced = mode;
  apply();
  return () => {
    if (forced === mode) forced = null;
    apply();
  };
}

export function watchSystemColorMode(): () => void {
  const list = matchMedia(DARK_QUERY);
  list.addEventListener("change", apply);
  return () => list.removeEventListener("change", apply);
}

export function useColorModePreference(): ColorModePreference {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readPreference,
    () => "system",
  );
}
