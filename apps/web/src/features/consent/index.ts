// The shell's way in: nothing here loads the store or the banner until they are needed
// (consent-start.tsx). The store itself (`useConsent`) is in ./consent, for screens that show it.
export type { UseConsent } from "./consent";
export type { ConsentChoice, ConsentDecision } from "./consent-logic";
export type { ScriptStatus } from "./consent-scripts";
export type { ConsentSignals, SignalName } from "./consent-signals";
export {
  ConsentHost,
  consentNeededAtStart,
  openConsentSettings,
  startConsent,
} from "./consent-start";
export type { ConsentSnapshot, ConsentStore } from "./consent-store";
export type { CookieDefinition, CookieLink } from "./cookie-definitions";
