import notifier from "@frontalier/shared/locales/fr/notifier.json";
import { createInstance, type i18n as I18n } from "i18next";

/** A French i18next instance with the real `notifier` resources, loaded synchronously. */
export function createTestI18n(): I18n {
  const instance = createInstance();
  void instance.init({
    lng: "fr",
    resources: { fr: { notifier } },
    ns: ["notifier"],
    defaultNS: "notifier",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
