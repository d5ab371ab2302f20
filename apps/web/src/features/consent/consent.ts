import { createContext, useContext, useSyncExternalStore } from "react";
import { appConfig } from "../../config/app-config";
import type { ConsentDecision } from "./consent-logic";
import { type ConsentSnapshot, type ConsentStore, createConsentStore } from "./consent-store";
import { buildCookieDefinitions } from "./cookie-definitions";

export const consentStore: ConsentStore = createConsentStore({
  definitions: buildCookieDefinitions(appConfig.analytics),
  analyticsId: appConfig.analytics?.id,
});

/** Called once at start-up: loads the scripts the stored choice allows. */
export const initConsent = (): void => consentStore.init();

/** Reopens the settings modal at any time, e.g. from the footer, so consent can be withdrawn. */
export const openConsentSettings = (): void => consentStore.openSettings();

/** Lets tests render the UI against their own store. */
export const ConsentStoreContext = createContext<ConsentStore>(consentStore);

export interface UseConsent extends ConsentSnapshot {
  decide(decision: ConsentDecision): void;
  acceptAll(): void;
  declineAll(): void;
  save(enabledIds: readonly string[]): void;
  openSettings(): void;
  closeSettings(): void;
}

export function useConsent(): UseConsent {
  const store = useContext(ConsentStoreContext);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    ...snapshot,
    decide: store.decide,
    acceptAll: () => store.decide({ choice: "all" }),
    declineAll: () => store.decide({ choice: "declined" }),
    save: (enabledIds) => store.decide({ choice: "custom", enabledIds }),
    openSettings: store.openSettings,
    closeSettings: store.closeSettings,
  };
}
