import { describe, expect, it } from "vitest";
import {
  applyDecision,
  consentCookieWrites,
  matchesCookiePattern,
  parseIdList,
  planWithdrawal,
  readStoredConsent,
  scriptsToLoad,
  targetCookieNames,
} from "./consent-logic";
import { consentSignals, deniedSignals, grantedSignals } from "./consent-signals";
import { buildCookieDefinitions, optionalDefinitions } from "./cookie-definitions";

const analytics = { scriptUrl: "https://tags.example/gtag.js", id: "G-TEST123" };
const withAnalytics = buildCookieDefinitions(analytics);
const withoutAnalytics = buildCookieDefinitions(null);

const reader =
  (cookies: Record<string, string>) =>
  (name: string): string | null =>
    cookies[name] ?? null;

describe("cookie definitions", () => {
  it("always has the necessary session, guest, sign-in and preferences groups", () => {
    const necessary = withoutAnalytics.filter((d) => d.necessary);
    expect(necessary.map((d) => [d.id, d.targetCookieIds])).toEqual([
      ["session", ["session"]],
      ["guest", ["GuestProfile", "GuestBasket"]],
      ["signIn", ["auth_callback", "auth_state"]],
      ["preferences", ["locale", "cookie_consent", "cookie_consent_ids"]],
    ]);
  });

  it("offers no analytics definition when analytics is not configured", () => {
    expect(optionalDefinitions(buildCookieDefinitions(null))).toEqual([]);
    expect(optionalDefinitions(buildCookieDefinitions(undefined))).toEqual([]);
  });

  it("offers analytics with the configured script and the _ga cookies", () => {
    const [definition] = optionalDefinitions(withAnalytics);
    expect(definition).toMatchObject({
      id: "analytics",
      necessary: false,
      scriptSrc: analytics.scriptUrl,
      targetCookieIds: ["_ga", "_ga_*", "_gid"],
    });
  });
});

describe("readStoredConsent", () => {
  it("is undecided without a consent cookie or with an unknown value", () => {
    expect(readStoredConsent(reader({}), withAnalytics)).toEqual({ choice: null, enabledIds: [] });
    expect(readStoredConsent(reader({ cookie_consent: "yes" }), withAnalytics).choice).toBeNull();
  });

  it("reads all, declined and custom", () => {
    expect(readStoredConsent(reader({ cookie_consent: "all" }), withAnalytics)).toEqual({
      choice: "all",
      enabledIds: ["analytics"],
    });
    expect(
      readStoredConsent(
        reader({ cookie_consent: "declined", cookie_consent_ids: "analytics" }),
        withAnalytics,
      ),
    ).toEqual({ choice: "declined", enabledIds: [] });
    expect(
      readStoredConsent(
        reader({ cookie_consent: "custom", cookie_consent_ids: "analytics" }),
        withAnalytics,
      ),
    ).toEqual({ choice: "custom", enabledIds: ["analytics"] });
  });

  it("ignores ids that are unknown, necessary or no longer offered", () => {
    const stored = reader({
      cookie_consent: "custom",
      cookie_consent_ids: "session, ads,analytics",
    });
    expect(readStoredConsent(stored, withAnalytics).enabledIds).toEqual(["analytics"]);
    expect(readStoredConsent(stored, withoutAnalytics).enabledIds).toEqual([]);
  });

  it("parses comma-separated lists leniently", () => {
    expect(parseIdList(null)).toEqual([]);
    expect(parseIdList("")).toEqual([]);
    expect(parseIdList(" a, ,b ")).toEqual(["a", "b"]);
  });
});

describe("decisions to cookies", () => {
  it("accept all enables every optional id", () => {
    const state = applyDecision({ choice: "all" }, withAnalytics);
    expect(consentCookieWrites(state)).toEqual([
      { name: "cookie_consent", value: "all" },
      { name: "cookie_consent_ids", value: "analytics" },
    ]);
  });

  it("decline enables nothing", () => {
    const state = applyDecision({ choice: "declined" }, withAnalytics);
    expect(consentCookieWrites(state)).toEqual([
      { name: "cookie_consent", value: "declined" },
      { name: "cookie_consent_ids", value: "" },
    ]);
  });

  it("custom keeps only offered optional ids", () => {
    const state = applyDecision(
      { choice: "custom", enabledIds: ["analytics", "session", "nope"] },
      withAnalytics,
    );
    expect(state).toEqual({ choice: "custom", enabledIds: ["analytics"] });
    expect(consentCookieWrites(state)[1]).toEqual({
      name: "cookie_consent_ids",
      value: "analytics",
    });
  });

  it("writes nothing while undecided", () => {
    expect(consentCookieWrites({ choice: null, enabledIds: [] })).toEqual([]);
  });

  it("round-trips through the cookies", () => {
    for (const decision of [
      { choice: "all" },
      { choice: "declined" },
      { choice: "custom", enabledIds: ["analytics"] },
      { choice: "custom", enabledIds: [] },
    ] as const) {
      const state = applyDecision(decision, withAnalytics);
      const jar = Object.fromEntries(consentCookieWrites(state).map((c) => [c.name, c.value]));
      expect(readStoredConsent(reader(jar), withAnalytics)).toEqual(state);
    }
  });
});

describe("cookie patterns", () => {
  it.each([
    ["_ga", "_ga", true],
    ["_ga", "_gat", false],
    ["_ga_*", "_ga_TEST123", true],
    ["_ga_*", "_ga_", false],
    ["_ga_*", "_ga", false],
    ["_ga_*", "x_ga_1", false],
    ["*", "anything", true],
  ])("%s matches %s: %s", (pattern, name, expected) => {
    expect(matchesCookiePattern(pattern, name)).toBe(expected);
  });

  it("expands prefix patterns against the cookies present and keeps exact names", () => {
    const [definition] = optionalDefinitions(withAnalytics);
    expect(
      targetCookieNames(definition!, ["_ga_TEST123", "_ga_OTHER", "locale", "session"]).sort(),
    ).toEqual(["_ga", "_ga_OTHER", "_ga_TEST123", "_gid"]);
  });
});

describe("planWithdrawal", () => {
  const present = ["session", "GuestBasket", "locale", "_ga", "_ga_TEST123", "cookie_consent"];

  it("removes the target cookies (prefix patterns included) and the script of a withdrawn id", () => {
    const plan = planWithdrawal({
      definitions: withAnalytics,
      before: ["analytics"],
      after: [],
      presentCookies: present,
    });
    expect(plan.withdrawnIds).toEqual(["analytics"]);
    expect(plan.cookiesToDelete.sort()).toEqual(["_ga", "_ga_TEST123", "_gid"]);
    expect(plan.scriptsToRemove).toEqual(["analytics"]);
  });

  it("does nothing when nothing is withdrawn", () => {
    for (const [before, after] of [
      [[], []],
      [[], ["analytics"]],
      [["analytics"], ["analytics"]],
    ] as const) {
      expect(
        planWithdrawal({ definitions: withAnalytics, before, after, presentCookies: present }),
      ).toEqual({ withdrawnIds: [], cookiesToDelete: [], scriptsToRemove: [] });
    }
  });

  it("never touches necessary cookies", () => {
    const plan = planWithdrawal({
      definitions: withAnalytics,
      before: ["session", "guest", "signIn", "preferences", "analytics"],
      after: [],
      presentCookies: present,
    });
    expect(plan.cookiesToDelete).not.toContain("session");
    expect(plan.cookiesToDelete).not.toContain("GuestBasket");
    expect(plan.cookiesToDelete).not.toContain("locale");
    expect(plan.cookiesToDelete).not.toContain("cookie_consent");
  });
});

describe("scripts and signals", () => {
  it("loads a script only for enabled optional ids with a script source", () => {
    expect(scriptsToLoad(withAnalytics, [])).toEqual([]);
    expect(scriptsToLoad(withAnalytics, ["analytics"])).toEqual([
      { id: "analytics", src: analytics.scriptUrl },
    ]);
    expect(scriptsToLoad(withoutAnalytics, ["analytics"])).toEqual([]);
  });

  it("grants the four signals only with analytics enabled and an analytics id", () => {
    expect(consentSignals(["analytics"], "G-TEST123")).toEqual(grantedSignals);
    expect(consentSignals([], "G-TEST123")).toEqual(deniedSignals);
    expect(consentSignals(["analytics"], null)).toEqual(deniedSignals);
    expect(consentSignals(["analytics"], "")).toEqual(deniedSignals);
    expect(Object.keys(grantedSignals).sort()).toEqual([
      "ad_personalization",
      "ad_storage",
      "ad_user_data",
      "analytics_storage",
    ]);
  });
});
