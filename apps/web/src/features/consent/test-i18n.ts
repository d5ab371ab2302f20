import consent from "@frontalier/shared/locales/fr/consent.json";
import { createInstance, type i18n as I18n } from "i18next";

/** A French i18next instance with the real `consent` resources, loaded synchronously. */
export function createTestI18n(): I18n {
  const instance = createInstance();
  void instance.init({
    lng: "fr",
    resources: { fr: { consent } },
    ns: ["consent"],
    defaultNS: "consent",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
