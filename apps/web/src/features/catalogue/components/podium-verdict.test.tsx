import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import catalogueDe from "@frontalier/shared/locales/de/catalogue.json";
import catalogue from "@frontalier/shared/locales/fr/catalogue.json";
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { PodiumVerdict } from "./podium-verdict";

const entry = (
  country: string,
  amountMinor: number | null,
  more: Partial<PodiumEntryDto> = {},
): PodiumEntryDto => ({
  country,
  rank: amountMinor === null ? null : 1,
  local: amountMinor === null ? null : { amountMinor, currency: "EUR" },
  converted:
    amountMinor === null ? null : { amountMinor, currency: "EUR", rate: 1, rateDate: "2026-11-20" },
  vsHome: null,
  isHome: false,
  reason: amountMinor === null ? "not_sold" : null,
  availability: amountMinor === null ? "not_sold" : "online",
  observedAt: "2026-11-21T08:00:00.000Z",
  productUrl: null,
  ...more,
});

function verdictOf(entries: PodiumEntryDto[], language = "fr") {
  const i18n = createI18n({
    language,
    resources: { fr: { catalogue }, de: { catalogue: catalogueDe } },
    defaultNamespace: "catalogue",
  });
  cleanup();
  render(
    <I18nProvider i18n={i18n}>
      <PodiumVerdict entries={entries} />
    </I18nProvider>,
  );
  return screen.getByTestId("podium-verdict").textContent?.replace(/\u202f|\u00a0/g, " ");
}

describe("PodiumVerdict", () => {
  it("says the saving with the country in its own phrase (aux Pays-Bas, in der Schweiz)", () => {
    const entries = [
      entry("NL", 96_000, { rank: 1 }),
      entry("BE", 150_000, { rank: 2, isHome: true }),
    ];
    expect(verdictOf(entries)).toContain("Économisez 540,00 € (36 %) aux Pays-Bas");
    expect(
      verdictOf([entry("CH", 900), entry("DE", 1000, { rank: 2, isHome: true })], "de"),
    ).toContain("Spare 1,00 € (10 %) in der Schweiz");
  });

  it("says when only one country has a price, and whether it is home", () => {
    expect(verdictOf([entry("FR", null, { isHome: true }), entry("LU", 1999)])).toContain(
      "Un seul prix connu : 19,99 € au Luxembourg",
    );
  });

  it("says that prices are being looked up", () => {
    expect(
      verdictOf([entry("FR", null, { isHome: true, reason: "pending", availability: "unknown" })]),
    ).toContain("Recherche des prix dans les pays comparés…");
  });

  it("says when no compared country has a price", () => {
    expect(verdictOf([entry("FR", null, { isHome: true }), entry("DE", null)])).toContain(
      "Aucun prix connu pour cet article dans les pays comparés.",
    );
  });
});
