import type { CountryLows } from "@frontalier/shared/contracts/price-lows";
import catalogueDe from "@frontalier/shared/locales/de/catalogue.json";
import catalogue from "@frontalier/shared/locales/fr/catalogue.json";
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
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
    resources: { fr: { catalogue }, de: { catalogue: catalogueDe } },
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
