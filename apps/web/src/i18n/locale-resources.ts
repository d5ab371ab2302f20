import type { BackendModule, ReadCallback } from "i18next";

/** Where the build puts each language's namespace (see build/locale-files.ts). */
export const localeUrl = (lang: string, ns: string): string =>
  `/assets/locales/${encodeURIComponent(__BUILD_ID__)}/${encodeURIComponent(lang)}/${encodeURIComponent(ns)}.json`;

export async function loadLocaleNamespace(
  lang: string,
  ns: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(localeUrl(lang, ns));
  if (!response.ok) throw new Error(`Locale ${lang}/${ns}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Spec §7: locale message files are loaded on demand, one per language and namespace. */
export const lazyLocaleBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadLocaleNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
