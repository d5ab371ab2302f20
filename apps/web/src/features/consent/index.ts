export {
  ConsentStoreContext,
  consentStore,
  initConsent,
  openConsentSettings,
  type UseConsent,
  useConsent,
} from "./consent";
export { ConsentBanner } from "./consent-banner";
export type { ConsentChoice, ConsentDecision } from "./consent-logic";
export type { ScriptStatus } from "./consent-scripts";
export { type ConsentSignals, type SignalName, signalNames } from "./consent-signals";
export type { ConsentSnapshot, ConsentStore } from "./consent-store";
export type { CookieDefinition, CookieLink } from "./cookie-definitions";
