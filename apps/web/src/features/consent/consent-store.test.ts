import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cookieNames, deleteCookie, readCookie, writeCookie } from "../../lib/cookies";
import { createConsentStore } from "./consent-store";
import { buildCookieDefinitions } from "./cookie-definitions";

const SCRIPT_URL = "https://tags.example/gtag.js";
const analyticsScripts = () => document.querySelectorAll('script[data-consent-id="analytics"]');

function clearCookies() {
  for (const name of cookieNames()) deleteCookie(name);
}

function setAnalyticsCookies() {
  writeCookie("_ga", "GA1.1.1", 1);
  writeCookie("_ga_TEST123", "GS1.1.1", 1);
  writeCookie("_gid", "GA1.2.1", 1);
}

function newStore(analyticsId: string | null = "G-TEST123") {
  return createConsentStore({
    definitions: buildCookieDefinitions({ scriptUrl: SCRIPT_URL, id: analyticsId }),
    analyticsId,
  });
}

/** gtag pushes Arguments objects; compare them as arrays. */
const commands = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

beforeEach(() => {
  clearCookies();
  for (const script of document.querySelectorAll("script")) script.remove();
  window.dataLayer = undefined;
  window.gtag = undefined;
});
afterEach(clearCookies);

describe("consent store", () => {
  it("starts undecided, with the four signals denied by default", () => {
    const store = newStore();
    store.init();
    expect(store.getSnapshot()).toMatchObject({ decided: false, choice: null, enabledIds: [] });
    expect(commands()).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          analytics_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
        },
      ],
    ]);
    expect(analyticsScripts()).toHaveLength(0);
    expect(typeof window.gtag).toBe("function");
  });

  it("accept all stores the choice for 365 days, loads the script once and grants", () => {
    const store = newStore();
    store.init();
    store.decide({ choice: "all" });
    expect(readCookie("cookie_consent")).toBe("all");
    expect(readCookie("cookie_consent_ids")).toBe("analytics");
    const scripts = analyticsScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: SCRIPT_URL, async: true });
    expect(store.getSnapshot()).toMatchObject({
      decided: true,
      choice: "all",
      enabledIds: ["analytics"],
      scripts: { analytics: "loading" },
      signals: { analytics_storage: "granted", ad_storage: "granted" },
    });
    expect(commands().map(([command]) => command)).toEqual(["consent", "consent", "js", "config"]);
    expect(commands()[1]?.[1]).toBe("update");
    expect(commands()[3]).toEqual(["config", "G-TEST123"]);
    expect(commands()[1]?.[2]).toEqual({
      ad_storage: "granted",
      analytics_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
    expect(commands()[2]?.[1]).toBeInstanceOf(Date);

    store.decide({ choice: "all" });
    expect(analyticsScripts()).toHaveLength(1);
  });

  it("decline loads nothing and keeps the signals denied", () => {
    const store = newStore();
    store.decide({ choice: "declined" });
    expect(readCookie("cookie_consent")).toBe("declined");
    expect(readCookie("cookie_consent_ids")).toBe("");
    expect(analyticsScripts()).toHaveLength(0);
    expect(store.getSnapshot().signals.analytics_storage).toBe("denied");
    expect(commands().map(([command]) => command)).toEqual(["consent"]);
  });

  it("withdrawal removes the script, every target cookie and denies the signals", () => {
    const store = newStore();
    store.decide({ choice: "all" });
    setAnalyticsCookies();
    writeCookie("locale", "fr", 1);
    expect(cookieNames()).toEqual(expect.arrayContaining(["_ga", "_ga_TEST123", "_gid"]));

    store.decide({ choice: "custom", enabledIds: [] });

    expect(analyticsScripts()).toHaveLength(0);
    expect(cookieNames()).not.toContain("_ga");
    expect(cookieNames()).not.toContain("_ga_TEST123");
    expect(cookieNames()).not.toContain("_gid");
    expect(cookieNames()).toEqual(expect.arrayContaining(["locale", "cookie_consent"]));
    expect(readCookie("cookie_consent")).toBe("custom");
    expect(store.getSnapshot().signals).toEqual({
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(store.getSnapshot().scripts).toEqual({});
    expect(commands().at(-1)).toEqual([
      "consent",
      "update",
      {
        ad_storage: "denied",
        analytics_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
    expect((window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"]).toBe(true);
  });

  it("init applies a stored acceptance: the script is loaded, only once", () => {
    writeCookie("cookie_consent", "all", 1);
    const store = newStore();
    store.init();
    store.init();
    expect(analyticsScripts()).toHaveLength(1);
    expect(store.getSnapshot().signals.analytics_storage).toBe("granted");
  });

  it("init clears cookies an optional group left without consent", () => {
    writeCookie("cookie_consent", "declined", 1);
    setAnalyticsCookies();
    newStore().init();
    expect(cookieNames()).toEqual(["cookie_consent"]);
  });

  it("undoes what a script writes when it finishes loading after withdrawal", () => {
    const store = newStore();
    store.decide({ choice: "all" });
    const [script] = analyticsScripts();
    store.decide({ choice: "declined" });
    setAnalyticsCookies();
    script?.dispatchEvent(new Event("load"));
    expect(cookieNames()).not.toContain("_ga");
  });

  it("keeps signals denied without an analytics id, even with the script allowed", () => {
    const store = newStore(null);
    store.decide({ choice: "all" });
    expect(analyticsScripts()).toHaveLength(1);
    expect(store.getSnapshot().signals.analytics_storage).toBe("denied");
    expect(commands().map(([command]) => command)).toEqual(["consent"]);
  });

  it("notifies subscribers and tracks the settings modal", () => {
    const store = newStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.openSettings();
    expect(store.getSnapshot().settingsOpen).toBe(true);
    store.decide({ choice: "declined" });
    expect(store.getSnapshot().settingsOpen).toBe(false);
    expect(calls).toBeGreaterThan(1);
    unsubscribe();
  });
});
