import common from "@frontalier/shared/locales/fr/common.json";
import consent from "@frontalier/shared/locales/fr/consent.json";
import notifier from "@frontalier/shared/locales/fr/notifier.json";
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";

const resources = { common, consent, notifier };

/** A French i18next instance with the real resources of `namespace`, ready synchronously. */
export function createTestI18n(namespace: keyof typeof resources = "common"): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: "fr",
    resources: { fr: resources },
    ns: Object.keys(resources),
    defaultNS: namespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
