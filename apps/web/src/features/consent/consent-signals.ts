import { ANALYTICS_ID } from "./cookie-definitions";

/** The four consent-mode signals of spec §4. */
export const signalNames = [
  "ad_storage",
  "analytics_storage",
  "ad_user_data",
  "ad_personalization",
] as const;
export type SignalName = (typeof signalNames)[number];
export type SignalValue = "granted" | "denied";
export type ConsentSignals = Readonly<Record<SignalName, SignalValue>>;

const allSignals = (value: SignalValue): ConsentSignals => ({
  ad_storage: value,
  analytics_storage: value,
  ad_user_data: value,
  ad_personalization: value,
});

export const deniedSignals = allSignals("denied");
export const grantedSignals = allSignals("granted");

/** Spec §4: granted only when analytics is enabled and an analytics id is configured. */
export function consentSignals(
  enabledIds: readonly string[],
  analyticsId: string | null | undefined,
): ConsentSignals {
  return analyticsId && enabledIds.includes(ANALYTICS_ID) ? grantedSignals : deniedSignals;
}

export const isGranted = (signals: ConsentSignals) => signals.analytics_storage === "granted";
