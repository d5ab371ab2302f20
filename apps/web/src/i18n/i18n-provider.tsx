import { defaultLocale } from "@frontalier/shared/locales";
import { createContext, type ReactNode } from "react";
import { createI18n, type I18n } from "./i18n-instance";

/**
 * Without a provider (a component rendered alone in a test) every text is its key, as with
 * react-i18next and no instance.
 */
export const I18nContext = createContext<I18n>(createI18n({ language: defaultLocale }));

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}
