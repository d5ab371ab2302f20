import { routeIds } from "@frontalier/shared/routes";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n";
import { lazyPage, loadPage } from "./page-registry";

describe("page registry", () => {
  it.each(routeIds)("has a page module for route %s", (id) => {
    expect(() => lazyPage(id)).not.toThrow();
  });

  describe("a page that formats money on its first paint", () => {
    /** The languages of the number formatters built, each built for real. */
    const watchFormatters = () => {
      const languages: unknown[] = [];
      class Watched extends Intl.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          languages.push(args[0]);
        }
      }
      vi.stubGlobal("Intl", { ...Intl, NumberFormat: Watched });
      return languages;
    };

    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it("has a formatter of the shopper's language built while its code downloads, in a task of its own", async () => {
      vi.useFakeTimers();
      const built = watchFormatters();
      const podium = loadPage("podium");
      expect(built).toEqual([]);
      vi.runOnlyPendingTimers();
      expect(built).toEqual([i18n.language]);
      vi.useRealTimers();
      await expect(podium).resolves.toHaveProperty("default");
    });

    it("is the podium only: the home page and the country choice pay for no formatter", async () => {
      vi.useFakeTimers();
      const built = watchFormatters();
      const pages = [loadPage("home"), loadPage("selectCountry")];
      vi.runOnlyPendingTimers();
      expect(built).toEqual([]);
      vi.useRealTimers();
      await Promise.all(pages);
    });
  });
});
