import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import catalogue from "@frontalier/shared/locales/fr/catalogue.json";
import common from "@frontalier/shared/locales/fr/common.json";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { PodiumSteps } from "./podium-steps";

function i18n() {
  const instance = createI18n({
    language: "fr",
    resources: { fr: { catalogue, common } },
    defaultNamespace: "catalogue",
  });
  return instance;
}

const entry = (country: string, rank: number, amountMinor: number): PodiumEntryDto =>
  ({
    country,
    rank,
    local: { amountMinor, currency: "EUR" },
    converted: { amountMinor, currency: "EUR", rate: 1, rateDate: "2026-11-20" },
    vsHome: null,
    isHome: false,
    reason: null,
    availability: "online",
    observedAt: "2026-11-21T08:00:00.000Z",
    productUrl: null,
  }) as PodiumEntryDto;

/** Which place each step is read as, left to right. */
const placesShown = (entries: PodiumEntryDto[]) => {
  render(
    <I18nProvider i18n={i18n()}>
      <PodiumSteps entries={entries} />
    </I18nProvider>,
  );
  return within(screen.getByRole("list", { name: "Les trois pays les moins chers" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".sr-only")?.textContent);
};

describe("PodiumSteps", () => {
  it("strikes through the regular price of a reduced one, in the shopper's currency", () => {
    const reduced = {
      ...entry("CH", 1, 4277),
      local: { amountMinor: 4000, currency: "CHF" },
      regular: { amountMinor: 4681, currency: "CHF" },
    };
    render(
      <I18nProvider i18n={i18n()}>
        <PodiumSteps entries={[reduced, entry("DE", 2, 4499), entry("FR", 3, 4999)]} />
      </I18nProvider>,
    );
    expect(screen.getByText("Prix habituel 50,05 €, prix réduit 42,77 €")).toHaveClass("sr-only");
    expect(screen.getAllByTestId("reduced-price")).toHaveLength(1);
    expect(screen.getByText("50,05 €", { selector: "s" })).toBeInTheDocument();
  });

  it("puts the cheapest in the middle, the second on the left, the third on the right", () => {
    expect(placesShown([entry("BE", 1, 1499), entry("DE", 2, 1599), entry("NL", 3, 1699)])).toEqual(
      ["Deuxième place", "Première place", "Troisième place"],
    );
  });

  it("gives two countries at the same price the same place and the same step", () => {
    expect(placesShown([entry("BE", 1, 1499), entry("ES", 1, 1499), entry("DE", 3, 1599)])).toEqual(
      ["Première place", "Première place", "Troisième place"],
    );
    const gold = screen.getAllByText("Première place").map((label) => label.parentElement);
    expect(gold[0]?.className).toBe(gold[1]?.className);
  });
});
