import {
  type ConsentSignals,
  consentSignals,
  deniedSignals,
  isGranted,
  signalNames,
} from "./consent-signals";

export type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * The analytics tag reads its queue from `window.dataLayer`. The queueing function lives in our
 * bundle because the CSP forbids the usual inline snippet.
 */
export function ensureGtag(win: Window = window): Gtag {
  const dataLayer = win.dataLayer ?? [];
  win.dataLayer = dataLayer;
  if (!win.gtag) {
    win.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js only recognises Arguments objects, not arrays.
      dataLayer.push(arguments);
    };
  }
  return win.gtag;
}

const sameSignals = (a: ConsentSignals, b: ConsentSignals) =>
  signalNames.every((name) => a[name] === b[name]);

export interface AnalyticsConsent {
  readonly signals: ConsentSignals;
  apply(enabledIds: readonly string[]): ConsentSignals;
}

/**
 * Spec §4: the default is all four denied; when analytics is allowed and an id is configured the
 * tag is initialised and all four are granted, otherwise they go back to denied.
 */
export function createAnalyticsConsent(
  analyticsId: string | null | undefined,
  win: Window = window,
): AnalyticsConsent {
  const gtag = ensureGtag(win);
  gtag("consent", "default", { ...deniedSignals });
  let signals: ConsentSignals = deniedSignals;
  let initialised = false;
  return {
    get signals() {
      return signals;
    },
    apply(enabledIds) {
      const next = consentSignals(enabledIds, analyticsId);
      if (sameSignals(next, signals)) return signals;
      signals = next;
      // The update is queued before `config` so the first hit already carries the granted state.
      gtag("consent", "update", { ...next });
      if (analyticsId) {
        // The tag's documented opt-out switch, in case a script loaded earlier keeps running.
        (win as unknown as Record<string, unknown>)[`ga-disable-${analyticsId}`] = !isGranted(next);
        if (isGranted(next) && !initialised) {
          initialised = true;
          gtag("js", new Date());
          gtag("config", analyticsId);
        }
      }
      return signals;
    },
  };
}
