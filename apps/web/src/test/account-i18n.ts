import account from "@frontalier/shared/locales/fr/account.json";
import common from "@frontalier/shared/locales/fr/common.json";
import countries from "@frontalier/shared/locales/fr/countries.json";
import notifier from "@frontalier/shared/locales/fr/notifier.json";
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";

/** A French i18next instance with the account pages' namespaces, ready synchronously. */
export function createAccountTestI18n(): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: "fr",
    resources: { fr: { account, common, countries, notifier } },
    ns: ["account", "common", "countries", "notifier"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
