import common from "@frontalier/shared/locales/fr/common.json";
import consent from "@frontalier/shared/locales/fr/consent.json";
import notifier from "@frontalier/shared/locales/fr/notifier.json";
import { createI18n, type I18n } from "../i18n/i18n-instance";

const resources = { common, consent, notifier };

/** A French instance with the real resources of `namespace`, ready synchronously. */
export function createTestI18n(namespace: keyof typeof resources = "common"): I18n {
  return createI18n({ language: "fr", resources: { fr: resources }, defaultNamespace: namespace });
}
