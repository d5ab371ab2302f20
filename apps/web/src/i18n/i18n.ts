import {
  defaultLocale,
  detectLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  type Locale,
  locales,
  startupNamespaces,
} from "@frontalier/shared/locales";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { readCookie, writeCookie } from "../lib/cookies";
import { lazyLocaleBackend } from "./locale-resources";

export const i18n = i18next.createInstance();

export function initialLocale(): Locale {
  return detectLocale({ cookie: readCookie(LOCALE_COOKIE), preferred: navigator.languages });
}

/** Spec §8: a failed locale load is logged as 'Failed locale loading' and French is used. */
export async function initI18n(lng: Locale = initialLocale()): Promise<void> {
  i18n.on("failedLoading", (language, namespace, message) => {
    console.error("Failed locale loading", { language, namespace, message });
    if (language !== defaultLocale && i18n.language === language) {
      void i18n.changeLanguage(defaultLocale);
    }
  });
  i18n.on("languageChanged", (language) => {
    document.documentElement.lang = language;
  });
  await i18n
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...locales],
      fallbackLng: false,
      ns: [...startupNamespaces],
      defaultNS: "common",
      load: "languageOnly",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  document.documentElement.lang = i18n.language;
}

/** Switches language and remembers it for 365 days (spec §1, §9). */
export async function changeLocale(lng: string): Promise<void> {
  if (!isLocale(lng)) return;
  writeCookie(LOCALE_COOKIE, lng, LOCALE_COOKIE_MAX_AGE_DAYS);
  await i18n.changeLanguage(lng);
}
