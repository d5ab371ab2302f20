import type { PlanDto, TripTrueCostDto } from "@frontalier/shared/contracts/wishlist";
import crossBorderEn from "@frontalier/shared/locales/en/cross-border.json";
import wishlistEn from "@frontalier/shared/locales/en/wishlist.json";
import crossBorder from "@frontalier/shared/locales/fr/cross-border.json";
import wishlist from "@frontalier/shared/locales/fr/wishlist.json";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import type { BasketComparison } from "../api/comparison-api";
import { PlanTrips } from "./plan-trips";

const cost = (totalMinor: number, importVatMinor = 0): TripTrueCostDto => ({
  shelfMinor: 10_000,
  refundOutcome: "refunded",
  refundMinor: 1_118,
  refundMinimum: { amountMinor: 5_001, currency: "EUR" },
  importVatMinor,
  dutyMinor: 0,
  allowanceMinor: 15_000,
  allowanceUsedMinor: 8_403,
  allowanceExceeded: false,
  totalMinor,
});

const plan = (days: boolean): PlanDto => ({
  stops: [
    {
      country: "DE",
      itemsMinor: 30_000,
      tripMinor: days ? 1_000 : 500,
      trueCost: cost(26_646),
      ...(days
        ? {
            days: [
              {
                lines: [{ code: "50000000", quantity: 2 }],
                trueCost: cost(17_764),
                tripMinor: 500,
              },
              { lines: [{ code: "50000001", quantity: 1 }], trueCost: cost(8_882), tripMinor: 500 },
            ],
          }
        : {}),
    },
  ],
  lines: [
    { code: "50000000", quantity: 2, country: "DE", unitMinor: 10_000, lineMinor: 20_000 },
    { code: "50000001", quantity: 1, country: "DE", unitMinor: 10_000, lineMinor: 10_000 },
  ],
  itemsMinor: 30_000,
  trueCostMinor: 26_646,
  travelMinor: days ? 1_000 : 500,
  totalMinor: 26_646 + (days ? 1_000 : 500),
  saving: null,
});

function show(shown: PlanDto, language = "fr") {
  const i18n = createI18n({
    language,
    resources: {
      fr: { wishlist, "cross-border": crossBorder },
      en: { wishlist: wishlistEn, "cross-border": crossBorderEn },
    },
    defaultNamespace: "wishlist",
  });
  const data = {
    currency: "CHF",
    home: "CH",
    stores: {},
    prices: [],
    carryHome: { travellers: 1, splitPurchases: true },
    comparison: { travelCounted: true },
  } as unknown as BasketComparison;
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <PlanTrips
          data={data}
          plan={shown}
          title="Plan"
          recommended={false}
          names={
            new Map([
              ["50000000", "POÄNG, Fauteuil (500.000.00)"],
              ["50000001", "BILLY, Bibliothèque (500.000.01)"],
            ])
          }
          homeLabel="Votre pays"
        />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const plain = (text: string | null | undefined) => text?.replace(/\u202f|\u00a0/g, " ") ?? "";

afterEach(cleanup);

describe("a plan's trip split across days", () => {
  it("lists each day's articles and true cost, the count of days in words", () => {
    show(plan(true));
    const split = screen.getByTestId("split-days");
    expect(plain(split.querySelector("p")?.textContent)).toBe(
      "En 2 jours, chacun avec son trajet, son ticket et la franchise de chaque voyageur :",
    );
    const days = within(split).getAllByTestId("split-day");
    expect(days.map((day) => plain(day.firstElementChild?.textContent))).toEqual([
      "Jour 1 : 2 × POÄNG, Fauteuil (500.000.00)",
      "Jour 2 : 1 × BILLY, Bibliothèque (500.000.01)",
    ]);
    expect(plain(within(days[0]!).getByTestId("split-day-total").textContent)).toMatch(/177,64/);
  });

  it("says it in English too", () => {
    show(plan(true), "en");
    expect(screen.getByTestId("split-days").querySelector("p")?.textContent).toBe(
      "Over 2 days, each with its own trip, receipt and allowance per traveller:",
    );
  });

  it("shows nothing of days for a trip that is not split", () => {
    show(plan(false));
    expect(screen.queryByTestId("split-days")).toBeNull();
  });
});
