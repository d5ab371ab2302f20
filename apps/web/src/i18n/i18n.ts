import { provideCountryNames } from "@frontalier/shared/country-names";
import {
  defaultLocale,
  detectLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  type Locale,
  startupNamespaces,
} from "@frontalier/shared/locales";
import { readCookie, writeCookie } from "../lib/cookies";
import { keepError } from "../lib/crawler/startup-errors";
import { createI18n } from "./i18n-instance";
import { loadLocaleNamespace } from "./locale-resources";

export function initialLocale(): Locale {
  return detectLocale({ cookie: readCookie(LOCALE_COOKIE), preferred: navigator.languages });
}

/** The app's texts: each namespace is fetched when a screen first asks for it (spec §7). */
export const i18n = createI18n({
  language: initialLocale(),
  defaultNamespace: "common",
  load: async (lang, ns) => {
    const messages = await loadLocaleNamespace(lang, ns);
    // The country names come with the texts, not from a costly Intl.DisplayNames (issue 19).
    const names = messages.countryNames;
    if (ns === "common" && isLocale(lang) && names && typeof names === "object") {
      provideCountryNames(lang, names);
    }
    return messages;
  },
});

/**
 * Loads the start-up namespaces. Spec §8: a failed locale load is logged as 'Failed locale
 * loading' and French is used; at start-up the first screen waits for French rather than
 * showing keys.
 */
export async function initI18n(): Promise<void> {
  const fallbacks: Promise<void>[] = [];
  i18n.onFailedLoading((language, namespace, error) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error("Failed locale loading", { language, namespace, message });
    // Spec §8: kept for the error page, like any start-up error (the load itself never rejects).
    keepError(`Failed locale loading (${language}/${namespace}): ${message}`);
    if (language !== defaultLocale && i18n.language === language) {
      fallbacks.push(i18n.changeLanguage(defaultLocale));
    }
  });
  i18n.onLanguageChanged((language) => {
    document.documentElement.lang = language;
  });
  await i18n.loadNamespaces(startupNamespaces);
  await Promise.all(fallbacks);
  document.documentElement.lang = i18n.language;
}

/** Switches language and remembers it for 365 days (spec §1, §9). */
export async function changeLocale(lng: string): Promise<void> {
  if (!isLocale(lng)) return;
  writeCookie(LOCALE_COOKIE, lng, LOCALE_COOKIE_MAX_AGE_DAYS);
  await i18n.changeLanguage(lng);
}
