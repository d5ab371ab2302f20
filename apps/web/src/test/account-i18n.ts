import account from "@frontalier/shared/locales/fr/account.json";
import common from "@frontalier/shared/locales/fr/common.json";
import countries from "@frontalier/shared/locales/fr/countries.json";
import notifier from "@frontalier/shared/locales/fr/notifier.json";
import { createI18n, type I18n } from "../i18n/i18n-instance";

/** A French instance with the account pages' namespaces, ready synchronously. */
export function createAccountTestI18n(): I18n {
  return createI18n({
    language: "fr",
    resources: { fr: { account, common, countries, notifier } },
    defaultNamespace: "common",
  });
}
