import type { CountryLows } from "@frontalier/shared/contracts/price-lows";
import { formatPercent } from "@frontalier/shared/format-number";
import catalogueDe from "@frontalier/shared/locales/de/catalogue.json";
import catalogueEn from "@frontalier/shared/locales/en/catalogue.json";
import catalogueEs from "@frontalier/shared/locales/es/catalogue.json";
import catalogue from "@frontalier/shared/locales/fr/catalogue.json";
import catalogueIt from "@frontalier/shared/locales/it/catalogue.json";
import catalogueNl from "@frontalier/shared/locales/nl/catalogue.json";
import cataloguePt from "@frontalier/shared/locales/pt/catalogue.json";
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { HistoryLows } from "./history-lows";
import { PriceLowBadges } from "./price-low-badges";

const lows = (more: Partial<CountryLows> = {}): CountryLows => ({
  country: "FR",
  priceMinor: 4499,
  currency: "EUR",
  since: "2026-11-19T09:00:00.000Z",
  low30Minor: 5999,
  low90Minor: 5999,
  badges: ["lowest90", "belowLow30"],
  belowLow30Percent: 25.004,
  ...more,
});

function renderIn(language: string, node: React.ReactNode) {
  const i18n = createI18n({
    language,
    resources: {
      fr: { catalogue },
      de: { catalogue: catalogueDe },
      en: { catalogue: catalogueEn },
      es: { catalogue: catalogueEs },
      it: { catalogue: catalogueIt },
      nl: { catalogue: catalogueNl },
      pt: { catalogue: cataloguePt },
    },
    defaultNamespace: "catalogue",
  });
  cleanup();
  render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

const badges = () => screen.queryAllByRole("listitem").map((item) => item.textContent);

describe("price low badges", () => {
  it("says a true reduction in words, its percent formatted for the language", () => {
    renderIn("fr", <PriceLowBadges lows={lows()} priceMinor={4499} />);
    expect(badges()).toEqual([
      "Prix le plus bas depuis 90 jours",
      "En promotion\u00a0: −25\u00a0% par rapport au plus bas de 30 jours",
    ]);
    renderIn("de", <PriceLowBadges lows={lows()} priceMinor={4499} />);
    expect(badges()).toEqual([
      "Niedrigster Preis seit 90 Tagen",
      "Im Angebot: −25\u00a0% gegenüber dem Tiefstpreis der letzten 30 Tage",
    ]);
  });

  it("warns about a reduction that is not below the 30-day low", () => {
    renderIn(
      "fr",
      <PriceLowBadges
        lows={lows({ badges: ["notBelowLow30"], belowLow30Percent: undefined })}
        priceMinor={4499}
      />,
    );
    expect(badges()).toEqual([
      "Réduction annoncée, mais pas sous le prix le plus bas des 30 derniers jours",
    ]);
  });

  it("shows nothing beside a price other than the one the lows were computed for", () => {
    renderIn("fr", <PriceLowBadges lows={lows()} priceMinor={3999} />);
    expect(badges()).toEqual([]);
  });
});

describe("price low badges in every language", () => {
  for (const language of ["fr", "en", "de", "es", "it", "nl", "pt"]) {
    it(`${language}: the percent as Intl writes it there, the periods as numbers`, () => {
      renderIn(language, <PriceLowBadges lows={lows()} priceMinor={4499} />);
      const [lowest, sale] = badges();
      expect(lowest).toContain("90");
      expect(sale).toContain(formatPercent(-25.004, language));
      expect(sale).toContain("30");
      expect(sale).not.toMatch(/\{\{|lows\./);
    });
  }
});

describe("history lows", () => {
  it("gives each current price, since when, and the lows or why there is none", () => {
    renderIn(
      "fr",
      <HistoryLows
        lows={
          new Map([
            ["FR", lows()],
            [
              "CH",
              lows({
                country: "CH",
                currency: "CHF",
                priceMinor: 6799,
                low30Minor: 6599,
                low90Minor: null,
                badges: [],
              }),
            ],
          ])
        }
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.getAttribute("data-country"))).toEqual(["FR", "CH"]);
    expect(rows[0]!.textContent).toContain("44,99\u00a0€ depuis le 19 nov. 2026");
    expect(rows[0]!.textContent).toContain("59,99\u00a0€");
    expect(rows[1]!.textContent).toContain("65,99\u00a0CHF");
    expect(rows[1]!.textContent).toContain("Historique trop court");
  });
});
