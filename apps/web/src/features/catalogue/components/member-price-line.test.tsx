import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import { formatMoney } from "@frontalier/shared/format-money";
import deCatalogue from "@frontalier/shared/locales/de/catalogue.json";
import catalogue from "@frontalier/shared/locales/fr/catalogue.json";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { MemberPriceLine, shelfMinorOf } from "./member-price-line";

const entry = (member: PodiumEntryDto["member"], localMinor = 9999): PodiumEntryDto => ({
  country: "BE",
  rank: 1,
  local: { amountMinor: localMinor, currency: "EUR" },
  regular: null,
  ...(member && { member }),
  converted: { amountMinor: localMinor, currency: "EUR", rate: 1, rateDate: "2026-11-20" },
  vsHome: null,
  isHome: false,
  reason: null,
  availability: "online",
  observedAt: null,
  productUrl: null,
});

const show = (value: PodiumEntryDto, language = "fr") =>
  render(
    <I18nProvider
      i18n={createI18n({
        language,
        resources: { fr: { catalogue }, de: { catalogue: deCatalogue } },
        defaultNamespace: "catalogue",
      })}
    >
      <MemberPriceLine entry={value} />
    </I18nProvider>,
  );

const belgian = { price: { amountMinor: 8999, currency: "EUR" }, savingMinor: 1000 };

describe("MemberPriceLine", () => {
  it("shows a non-member the member price and what it saves, as its own line", () => {
    show(entry({ ...belgian, used: false }));
    const euros = (minor: number) => formatMoney(minor, "EUR", "fr");
    expect(screen.getByTestId("member-price-line").textContent).toBe(
      `Prix IKEA Family\u00a0: ${euros(8999)} (−${euros(1000)})`,
    );
  });

  it("tells a member that the member price was used, and the shelf price it replaced", () => {
    show(entry({ ...belgian, used: true }, 8999), "de");
    const euros = (minor: number) => formatMoney(minor, "EUR", "de");
    expect(screen.getByTestId("member-price-line").textContent).toBe(
      `IKEA Family Preis angesetzt: ${euros(8999)} (statt ${euros(9999)})`,
    );
  });

  it("shows nothing where there is no member price", () => {
    show(entry(undefined));
    expect(screen.queryByTestId("member-price-line")).toBeNull();
  });

  it("gives the lows and badges the shelf price, whichever price ranks", () => {
    expect(shelfMinorOf(entry({ ...belgian, used: true }, 8999))).toBe(9999);
    expect(shelfMinorOf(entry({ ...belgian, used: false }))).toBe(9999);
    expect(shelfMinorOf(entry(undefined, 4999))).toBe(4999);
  });
});
