import type { Messages } from "./i18n-instance";

/** Where the build puts each language's namespace (see build/locale-files.ts). */
export const localeUrl = (lang: string, ns: string): string =>
  `/assets/locales/${encodeURIComponent(__BUILD_ID__)}/${encodeURIComponent(lang)}/${encodeURIComponent(ns)}.json`;

/** Spec §7: locale message files are loaded on demand, one per language and namespace. */
export async function loadLocaleNamespace(lang: string, ns: string): Promise<Messages> {
  const response = await fetch(localeUrl(lang, ns));
  if (!response.ok) throw new Error(`Locale ${lang}/${ns}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}
