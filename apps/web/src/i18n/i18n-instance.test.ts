import { describe, expect, it, vi } from "vitest";
import { createI18n, type Messages } from "./i18n-instance";

const fr = {
  common: {
    hello: "Bonjour {{name}}",
    nested: { deep: "Profond" },
    items_one: "{{count}} article",
    items_other: "{{count}} articles",
    none_zero: "Aucun",
    none_other: "{{count}} éléments",
    limit: "{{max, number}} articles au plus, jusqu’à {{gap, percent}} moins cher",
  },
  account: { title: "Compte", only: "Seulement ici" },
};

describe("t", () => {
  const i18n = createI18n({ language: "fr", resources: { fr } });

  it("reads nested keys and fills placeholders", () => {
    expect(i18n.t("nested.deep")).toBe("Profond");
    expect(i18n.t("hello", { name: "Ana" })).toBe("Bonjour Ana");
  });

  it("leaves a placeholder without a value as written", () => {
    expect(i18n.t("hello")).toBe("Bonjour {{name}}");
  });

  it("picks the plural form of the language (French: 0 and 1 are singular)", () => {
    expect(i18n.t("items", { count: 0 })).toBe("0 article");
    expect(i18n.t("items", { count: 1 })).toBe("1 article");
    expect(i18n.t("items", { count: 2 })).toBe("2 articles");
    expect(i18n.t("none", { count: 0 })).toBe("Aucun");
    expect(i18n.t("none", { count: 3 })).toBe("3 éléments");
  });

  it("formats `{{name, number}}` and `{{name, percent}}` the language's way", () => {
    expect(i18n.t("limit", { max: 1000, gap: 0.4 })).toBe(
      "1\u202f000 articles au plus, jusqu’à 40\u00a0% moins cher",
    );
  });

  it("reads `_other` for a category the files do not write (French `many`: a million)", () => {
    expect(new Intl.PluralRules("fr").select(1_000_000)).toBe("many");
    expect(i18n.t("items", { count: 1_000_000 })).toBe("1000000 articles");
  });

  it("reads another namespace with ns:key and searches a translator's namespaces in order", () => {
    expect(i18n.t("account:title")).toBe("Compte");
    const t = i18n.getFixedT(["account", "common"]);
    expect(t("only")).toBe("Seulement ici");
    expect(t("nested.deep")).toBe("Profond");
  });

  it("answers the key (without its namespace) or the default value when nothing has it", () => {
    expect(i18n.t("missing.key")).toBe("missing.key");
    expect(i18n.t("account:missing")).toBe("missing");
    expect(i18n.t("nested")).toBe("nested");
    expect(i18n.t("missing", { defaultValue: "Par défaut" })).toBe("Par défaut");
  });

  it("keeps a translator's identity while the language stays", () => {
    expect(i18n.getFixedT("account")).toBe(i18n.getFixedT("account"));
  });
});

describe("loading", () => {
  function deferredLoader() {
    const calls: { language: string; namespace: string; settle: (m: Messages | Error) => void }[] =
      [];
    const load = vi.fn(
      (language: string, namespace: string) =>
        new Promise<Messages>((resolve, reject) => {
          calls.push({
            language,
            namespace,
            settle: (m) => (m instanceof Error ? reject(m) : resolve(m)),
          });
        }),
    );
    return { load, calls };
  }

  it("fetches a namespace once however many ask, and reports the arrival", async () => {
    const { load, calls } = deferredLoader();
    const i18n = createI18n({ language: "fr", load });
    const changed = vi.fn();
    i18n.subscribe(changed);
    expect(i18n.isLoaded(["common"])).toBe(false);
    const first = i18n.loadNamespaces(["common"]);
    const second = i18n.loadNamespaces(["common"]);
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.settle({ a: "A" });
    await Promise.all([first, second]);
    expect(i18n.isLoaded(["common"])).toBe(true);
    expect(i18n.t("a")).toBe("A");
    expect(changed).toHaveBeenCalled();
  });

  it("reports a failed namespace, never rejects, and counts it as settled (keys shown)", async () => {
    const { load, calls } = deferredLoader();
    const i18n = createI18n({ language: "de", load });
    const failed = vi.fn();
    i18n.onFailedLoading(failed);
    const loading = i18n.loadNamespaces(["common"]);
    calls[0]!.settle(new Error("HTTP 500"));
    await expect(loading).resolves.toBeUndefined();
    expect(failed).toHaveBeenCalledWith("de", "common", expect.any(Error));
    expect(i18n.isLoaded(["common"])).toBe(true);
    expect(i18n.t("a")).toBe("a");
  });

  it("switches language only once the namespaces in use have arrived in it", async () => {
    const { load, calls } = deferredLoader();
    const i18n = createI18n({ language: "fr", load });
    const loading = i18n.loadNamespaces(["common", "home"]);
    calls[0]!.settle({ a: "Fr" });
    calls[1]!.settle({});
    await loading;
    const frT = i18n.getFixedT("common");
    const changedTo = vi.fn();
    i18n.onLanguageChanged(changedTo);

    const switching = i18n.changeLanguage("en");
    expect(calls.slice(2).map((c) => `${c.language}/${c.namespace}`)).toEqual([
      "en/common",
      "en/home",
    ]);
    calls[2]!.settle({ a: "En" });
    await Promise.resolve();
    expect(i18n.language).toBe("fr");
    expect(i18n.t("a")).toBe("Fr");
    calls[3]!.settle({});
    await switching;
    expect(i18n.language).toBe("en");
    expect(i18n.t("a")).toBe("En");
    expect(changedTo).toHaveBeenCalledWith("en");
    expect(i18n.getFixedT("common")).not.toBe(frT);
  });

  it("a later switch wins over one still loading", async () => {
    const { load, calls } = deferredLoader();
    const i18n = createI18n({ language: "fr", load, resources: { fr: { common: {} } } });
    void i18n.loadNamespaces(["common"]);
    const toDe = i18n.changeLanguage("de");
    const toEn = i18n.changeLanguage("en");
    calls.find((c) => c.language === "en")!.settle({});
    await toEn;
    calls.find((c) => c.language === "de")!.settle({});
    await toDe;
    expect(i18n.language).toBe("en");
  });

  it("without a loader, what it was given is all there is", () => {
    const i18n = createI18n({ language: "fr" });
    expect(i18n.isLoaded(["anything"])).toBe(true);
    expect(i18n.t("x.y")).toBe("x.y");
  });
});
