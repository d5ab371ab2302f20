// What consent-start.tsx loads on demand: one chunk with the store, the banner and its modal host.
export { initConsent, openConsentSettings } from "./consent";
export { ConsentBanner } from "./consent-banner";
