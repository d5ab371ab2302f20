import {
  CONSENT_COOKIE,
  CONSENT_IDS_COOKIE,
  type ConsentChoice,
  isConsentChoice,
} from "./consent-cookie";
import { type CookieDefinition, optionalDefinitions } from "./cookie-definitions";

export { type ConsentChoice, consentChoices } from "./consent-cookie";

export interface StoredConsent {
  choice: ConsentChoice | null;
  enabledIds: readonly string[];
}

export type ConsentDecision =
  | { choice: "all" }
  | { choice: "declined" }
  | { choice: "custom"; enabledIds: readonly string[] };

const offeredIds = (definitions: readonly CookieDefinition[]) =>
  optionalDefinitions(definitions).map((definition) => definition.id);

/** Keeps only ids still offered, in definition order, so a stale cookie cannot enable anything. */
function keepOffered(ids: Iterable<string>, definitions: readonly CookieDefinition[]): string[] {
  const wanted = new Set(ids);
  return offeredIds(definitions).filter((id) => wanted.has(id));
}

export function parseIdList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
}

export function readStoredConsent(
  read: (name: string) => string | null,
  definitions: readonly CookieDefinition[],
): StoredConsent {
  const choice = read(CONSENT_COOKIE);
  if (!isConsentChoice(choice)) return { choice: null, enabledIds: [] };
  if (choice === "declined") return { choice, enabledIds: [] };
  // "all" means every optional cookie offered, even when the id list is missing.
  if (choice === "all") return { choice, enabledIds: offeredIds(definitions) };
  return { choice, enabledIds: keepOffered(parseIdList(read(CONSENT_IDS_COOKIE)), definitions) };
}

export function applyDecision(
  decision: ConsentDecision,
  definitions: readonly CookieDefinition[],
): StoredConsent {
  switch (decision.choice) {
    case "all":
      return { choice: "all", enabledIds: offeredIds(definitions) };
    case "declined":
      return { choice: "declined", enabledIds: [] };
    case "custom":
      return { choice: "custom", enabledIds: keepOffered(decision.enabledIds, definitions) };
  }
}

export interface CookieWrite {
  name: string;
  value: string;
}

export function consentCookieWrites(consent: StoredConsent): CookieWrite[] {
  if (consent.choice === null) return [];
  return [
    { name: CONSENT_COOKIE, value: consent.choice },
    { name: CONSENT_IDS_COOKIE, value: consent.enabledIds.join(",") },
  ];
}

/** `_ga_*` matches `_ga_TEST123` but not `_ga`; a name without `*` matches itself only. */
export function matchesCookiePattern(pattern: string, name: string): boolean {
  if (!pattern.endsWith("*")) return pattern === name;
  const prefix = pattern.slice(0, -1);
  return name.startsWith(prefix) && name.length > prefix.length;
}

export function targetCookieNames(
  definition: CookieDefinition,
  presentCookies: readonly string[],
): string[] {
  const names = new Set<string>();
  for (const pattern of definition.targetCookieIds) {
    // An exact name is expired even when unseen: it may be set on a path we cannot read from.
    if (!pattern.endsWith("*")) names.add(pattern);
    for (const name of presentCookies) if (matchesCookiePattern(pattern, name)) names.add(name);
  }
  return [...names];
}

export interface WithdrawalPlan {
  withdrawnIds: string[];
  cookiesToDelete: string[];
  scriptsToRemove: string[];
}

/** Spec §4: withdrawing an optional cookie removes its target cookies and scripts. */
export function planWithdrawal(input: {
  definitions: readonly CookieDefinition[];
  before: readonly string[];
  after: readonly string[];
  presentCookies: readonly string[];
}): WithdrawalPlan {
  const kept = new Set(input.after);
  const withdrawn = optionalDefinitions(input.definitions).filter(
    (definition) => input.before.includes(definition.id) && !kept.has(definition.id),
  );
  const cookies = new Set<string>();
  for (const definition of withdrawn) {
    for (const name of targetCookieNames(definition, input.presentCookies)) cookies.add(name);
  }
  return {
    withdrawnIds: withdrawn.map((definition) => definition.id),
    cookiesToDelete: [...cookies],
    scriptsToRemove: withdrawn.filter((d) => d.scriptSrc).map((definition) => definition.id),
  };
}

export interface ScriptToLoad {
  id: string;
  src: string;
}

export function scriptsToLoad(
  definitions: readonly CookieDefinition[],
  enabledIds: readonly string[],
): ScriptToLoad[] {
  return optionalDefinitions(definitions).flatMap((definition) =>
    definition.scriptSrc && enabledIds.includes(definition.id)
      ? [{ id: definition.id, src: definition.scriptSrc }]
      : [],
  );
}
