import { cookieNames, deleteCookie, readCookie, writeCookie } from "../../lib/cookies";
import {
  applyDecision,
  type ConsentChoice,
  type ConsentDecision,
  consentCookieWrites,
  planWithdrawal,
  readStoredConsent,
  type StoredConsent,
  scriptsToLoad,
  targetCookieNames,
} from "./consent-logic";
import { injectConsentScript, removeConsentScript, type ScriptStatus } from "./consent-scripts";
import { type ConsentSignals, deniedSignals } from "./consent-signals";
import {
  CONSENT_MAX_AGE_DAYS,
  type CookieDefinition,
  optionalDefinitions,
} from "./cookie-definitions";
import { type AnalyticsConsent, createAnalyticsConsent } from "./gtag";

export interface ConsentSnapshot {
  definitions: readonly CookieDefinition[];
  choice: ConsentChoice | null;
  decided: boolean;
  enabledIds: readonly string[];
  signals: ConsentSignals;
  scripts: Readonly<Record<string, ScriptStatus>>;
  settingsOpen: boolean;
}

export interface ConsentStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConsentSnapshot;
  /** Applies the stored choice once: loads allowed scripts, clears cookies of refused groups. */
  init(): void;
  decide(decision: ConsentDecision): void;
  openSettings(): void;
  closeSettings(): void;
}

export interface ConsentStoreOptions {
  definitions: readonly CookieDefinition[];
  analyticsId?: string | null;
  win?: Window;
}

export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const { definitions, analyticsId } = options;
  const win = options.win ?? window;
  const doc = win.document;
  const listeners = new Set<() => void>();
  let analytics: AnalyticsConsent | null = null;

  const stored = readStoredConsent((name) => readCookie(name, doc.cookie), definitions);
  let snapshot: ConsentSnapshot = {
    definitions,
    choice: stored.choice,
    decided: stored.choice !== null,
    enabledIds: stored.enabledIds,
    signals: deniedSignals,
    scripts: {},
    settingsOpen: false,
  };

  function update(patch: Partial<ConsentSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }

  function setScriptStatus(id: string, status: ScriptStatus | null) {
    const { [id]: _previous, ...others } = snapshot.scripts;
    update({ scripts: status ? { ...others, [id]: status } : others });
  }

  function deleteTargetCookies(ids: readonly string[]) {
    const present = cookieNames(doc.cookie);
    for (const definition of definitions) {
      if (!ids.includes(definition.id)) continue;
      for (const name of targetCookieNames(definition, present)) deleteCookie(name);
    }
  }

  function loadScripts(enabledIds: readonly string[]) {
    for (const script of scriptsToLoad(definitions, enabledIds)) {
      const added = injectConsentScript(doc, script, (status) => {
        setScriptStatus(script.id, status);
        // Consent withdrawn while the script was in flight: undo what it just wrote.
        if (!snapshot.enabledIds.includes(script.id)) deleteTargetCookies([script.id]);
      });
      if (added) setScriptStatus(script.id, "loading");
    }
  }

  function apply(next: StoredConsent, before: readonly string[]) {
    // Created on first use, so the `consent default` command is queued at start-up, before any tag.
    analytics ??= createAnalyticsConsent(analyticsId, win);
    const signals = analytics.apply(next.enabledIds);
    const plan = planWithdrawal({
      definitions,
      before,
      after: next.enabledIds,
      presentCookies: cookieNames(doc.cookie),
    });
    for (const id of plan.scriptsToRemove) {
      removeConsentScript(doc, id);
      setScriptStatus(id, null);
    }
    for (const name of plan.cookiesToDelete) deleteCookie(name);
    update({
      choice: next.choice,
      decided: next.choice !== null,
      enabledIds: next.enabledIds,
      signals,
    });
    loadScripts(next.enabledIds);
  }

  let started = false;
  function init() {
    if (started) return;
    started = true;
    // Anything an optional group left behind without (or before) consent is cleared at start.
    const everyOptional = optionalDefinitions(definitions).map((definition) => definition.id);
    apply({ choice: snapshot.choice, enabledIds: snapshot.enabledIds }, everyOptional);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    init,
    decide(decision) {
      init();
      const next = applyDecision(decision, definitions);
      for (const { name, value } of consentCookieWrites(next)) {
        writeCookie(name, value, CONSENT_MAX_AGE_DAYS);
      }
      apply(next, snapshot.enabledIds);
      update({ settingsOpen: false });
    },
    openSettings: () => update({ settingsOpen: true }),
    closeSettings: () => update({ settingsOpen: false }),
  };
}
