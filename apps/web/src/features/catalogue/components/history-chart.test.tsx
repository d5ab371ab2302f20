import type { PodiumEntryDto, PriceHistoryResponse } from "@frontalier/shared/contracts/podium";
import type { CountryLows } from "@frontalier/shared/contracts/price-lows";
import catalogue from "@frontalier/shared/locales/fr/catalogue.json";
import common from "@frontalier/shared/locales/fr/common.json";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { HistoryChart } from "./history-chart";

const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

const history: PriceHistoryResponse = {
  days: 90,
  series: [
    {
      country: "FR",
      points: [
        { observedAt: day(60), priceMinor: 5999, currency: "EUR" },
        { observedAt: day(40), priceMinor: null, currency: "EUR" },
        { observedAt: day(20), priceMinor: 5499, currency: "EUR" },
        { observedAt: day(2), priceMinor: 4999, currency: "EUR" },
      ],
    },
    {
      country: "CH",
      points: [
        // Reduced from 60.00 CHF, then from 45.00 CHF (issue 22: the history keeps both).
        { observedAt: day(50), priceMinor: 5000, currency: "CHF", regularMinor: 6000 },
        { observedAt: day(5), priceMinor: 4000, currency: "CHF", regularMinor: 4500 },
      ],
    },
  ],
};

const entry = (country: string, local: number, currency: string, converted: number, rate: number) =>
  ({
    country,
    rank: 1,
    local: { amountMinor: local, currency },
    converted: { amountMinor: converted, currency: "EUR", rate, rateDate: "2026-11-20" },
    vsHome: null,
    isHome: country === "FR",
    reason: null,
    availability: "online",
    observedAt: day(2),
    productUrl: null,
    regular: null,
  }) as PodiumEntryDto;

const entries = [
  { ...entry("FR", 4999, "EUR", 4999, 1), regular: { amountMinor: 5999, currency: "EUR" } },
  entry("CH", 4000, "CHF", 4277, 1.06925),
];

function show(
  lows?: ReadonlyMap<string, CountryLows>,
  shown: PodiumEntryDto[] = entries,
  language: "fr" = "fr",
) {
  render(
    <I18nProvider
      i18n={createI18n({
        language,
        resources: { fr: { catalogue, common } },
        defaultNamespace: "catalogue",
      })}
    >
      <HistoryChart history={history} entries={shown} currency="EUR" lows={lows} />
    </I18nProvider>,
  );
  return screen.getByTestId("history-chart");
}

describe("HistoryChart", () => {
  // jsdom has no layout: the chart keeps its fallback width.
  beforeAll(() => {
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it("draws a line per country, broken where the article was not sold", () => {
    const chart = show();
    const plot = within(chart).getByRole("img", { name: "Historique des prix (en EUR)" });
    const series = plot.querySelectorAll("g[data-series]");
    expect([...series].map((g) => g.getAttribute("data-series"))).toEqual(["FR", "CH"]);
    const france = plot.querySelector("g[data-series='FR'] path")!.getAttribute("d")!;
    // Two stretches: before the gap and after it.
    expect(france.match(/M/g)).toHaveLength(2);
    // One marker per priced observation.
    expect(plot.querySelector("g[data-series='FR']")!.children.length).toBe(1 + 3);
  });

  it("converts with the podium's rate, summarises each country and lists every observation", () => {
    const chart = show();
    const summary = within(chart).getByTestId("history-summary");
    const swiss = summary.querySelector("tr[data-country='CH']") as HTMLElement;
    // 40.00 CHF and 50.00 CHF at 1.06925.
    expect(swiss).toHaveTextContent("42,77 €");
    expect(swiss).toHaveTextContent("53,46 €");
    const rows = within(chart)
      .getAllByRole("row")
      .filter((row) => row.closest("details"));
    expect(rows).toHaveLength(1 + 4 + 2);
    expect(within(chart).getByText("Non vendu dans ce pays")).toBeInTheDocument();
  });

  it("strikes today's reduced price's regular one through in the summary", () => {
    const chart = show();
    const france = within(chart)
      .getByTestId("history-summary")
      .querySelector("tr[data-country='FR']") as HTMLElement;
    expect(within(france).getByText("Prix habituel 59,99 €, prix réduit 49,99 €")).toHaveClass(
      "sr-only",
    );
    expect(within(france).getByText("59,99 €", { selector: "s" })).toBeInTheDocument();
  });

  it("strikes each past reduced price's regular one through in the table, at the same rate", () => {
    const chart = show();
    const table = chart.querySelector("details table") as HTMLElement;
    // 50.00 CHF reduced from 60.00 CHF, at 1.06925: 53.46 € from 64.16 €.
    expect(within(table).getByText("Prix habituel 64,16 €, prix réduit 53,46 €")).toHaveClass(
      "sr-only",
    );
    expect(within(table).getByText("64,16 €", { selector: "s" })).toBeInTheDocument();
    // A price the retailer did not reduce has nothing struck through.
    expect(within(table).getAllByTestId("reduced-price")).toHaveLength(2);
  });

  it("takes today's regular price from the history where the podium has none", () => {
    const chart = show();
    const swiss = within(chart)
      .getByTestId("history-summary")
      .querySelector("tr[data-country='CH']") as HTMLElement;
    expect(within(swiss).getByText("Prix habituel 48,12 €, prix réduit 42,77 €")).toHaveClass(
      "sr-only",
    );
  });

  it("hides and shows a country from the legend", () => {
    const chart = show();
    const legend = within(chart).getByRole("list", { name: "Afficher ou masquer un pays" });
    const france = within(legend).getByRole("button", { name: "France" });
    expect(france).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(france);
    expect(france).toHaveAttribute("aria-pressed", "false");
    expect(chart.querySelector("g[data-series='FR']")).toBeNull();
    expect(chart.querySelector("g[data-series='CH']")).not.toBeNull();
    fireEvent.click(france);
    expect(chart.querySelector("g[data-series='FR']")).not.toBeNull();
  });

  describe("the lows of the shopper's country and the cheapest one (issue 25)", () => {
    const lowsOf = (rows: CountryLows[]) => new Map(rows.map((row) => [row.country, row]));
    const france: CountryLows = {
      country: "FR",
      priceMinor: 4999,
      currency: "EUR",
      since: day(2),
      low30Minor: 5499,
      low90Minor: 5499,
      badges: ["lowest90"],
    };
    const swiss: CountryLows = {
      country: "CH",
      priceMinor: 4000,
      currency: "CHF",
      since: day(5),
      low30Minor: 5000,
      low90Minor: null,
      badges: [],
    };
    // Switzerland the cheapest, France the shopper's country.
    const ranked = [entries[1]!, entries[0]!];

    it("draws each as a labelled line with its own dash, one line where both lows are equal", () => {
      const chart = show(lowsOf([france, swiss]), ranked);
      const drawn = [...chart.querySelectorAll("g[data-low]")];
      expect(drawn.map((g) => g.getAttribute("data-low"))).toEqual(["FR-30-90", "CH-30"]);
      const [fr, ch] = drawn as [Element, Element];
      expect(ch).toHaveTextContent("Suisse · plus bas 30 j");
      expect(fr).toHaveTextContent("France · plus bas 30 et 90 j");
      // Told apart without colour: dots for 30 days, dashes and dots for both.
      expect(ch.querySelector("line")!.getAttribute("stroke-dasharray")).toBe("0 5");
      expect(fr.querySelector("line")!.getAttribute("stroke-dasharray")).toBe("8 4 0 4 0 4");
      // At the converted levels: 54.99 € above 53.46 €, so higher on the plot.
      const level = (g: Element) => Number(g.querySelector("line")!.getAttribute("y1"));
      expect(level(fr)).toBeLessThan(level(ch));
    });

    it("lists them in the table, converted at the podium's rate", () => {
      const chart = show(lowsOf([france, swiss]), ranked);
      const table = within(chart).getByTestId("history-low-lines");
      expect(table.querySelector("caption")).toHaveTextContent(
        "Plus bas tracés sur le graphique (en EUR)",
      );
      const rows = within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent?.replace(/\s/g, " "));
      expect(rows).toEqual([
        "FrancePlus bas des 30 jours précédents54,99 €",
        "FrancePlus bas des 90 jours précédents54,99 €",
        "SuissePlus bas des 30 jours précédents53,46 €",
      ]);
    });

    it("goes with its country when the country is hidden", () => {
      const chart = show(lowsOf([france, swiss]), ranked);
      fireEvent.click(within(chart).getByRole("button", { name: "France" }));
      expect(chart.querySelector("g[data-low^='FR']")).toBeNull();
      expect(chart.querySelector("g[data-low='CH-30']")).not.toBeNull();
    });

    it("draws nothing for lows of another price than the podium's, nor for other countries", () => {
      const chart = show(
        lowsOf([
          { ...swiss, priceMinor: 4100 },
          { ...france, country: "DE" },
        ]),
        ranked,
      );
      expect(chart.querySelectorAll("g[data-low]")).toHaveLength(0);
      expect(within(chart).queryByTestId("history-low-lines")).toBeNull();
    });
  });
});
