import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import { getStoreStock, type StockResponse } from "@frontalier/shared/contracts/stock";
import catalogue from "@frontalier/shared/locales/fr/catalogue.json";
import common from "@frontalier/shared/locales/fr/common.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { ApiError } from "../../../lib/api/api-error";
import { call } from "../../../lib/api/call";
import { saveShopperPosition } from "../../../lib/shopper-position";
import { StoreStock } from "./store-stock";

vi.mock("../../../lib/api/call", () => ({ call: vi.fn() }));

function i18n() {
  const instance = createI18n({
    language: "fr",
    resources: { fr: { catalogue, common } },
    defaultNamespace: "catalogue",
  });
  return instance;
}

const entry = (country: string, priced: boolean): PodiumEntryDto =>
  ({
    country,
    rank: priced ? 1 : null,
    local: priced ? { amountMinor: 1000, currency: "EUR" } : null,
    converted: null,
    vsHome: null,
    isHome: false,
    reason: priced ? null : "pending",
    availability: "online",
    observedAt: null,
    productUrl: null,
  }) as PodiumEntryDto;

const store = (id: string, name: string, lat: number, lon: number, status = "in_stock") => ({
  storeId: id,
  name,
  city: name,
  lat,
  lon,
  status,
  quantity: status === "in_stock" ? 12 : 0,
  restock:
    status === "out_of_stock"
      ? { earliest: "2026-11-25", latest: "2026-12-02", quantity: 40 }
      : null,
  updatedAt: null,
});

function renderStock(entries: PodiumEntryDto[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nProvider i18n={i18n()}>
      <QueryClientProvider client={client}>
        <StoreStock code="50411990" entries={entries} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, events: userEvent.setup() };
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  saveShopperPosition(null);
});
afterEach(() => saveShopperPosition(null));

describe("StoreStock", () => {
  it("shows nothing while no compared country prices the article", () => {
    const { container } = renderStock([entry("DE", false)]);
    expect(container).toBeEmptyDOMElement();
    expect(call).not.toHaveBeenCalled();
  });

  it("asks only when the shopper wants it, for the country chosen", async () => {
    vi.mocked(call).mockResolvedValue({
      code: "50411990",
      country: "BE",
      checkedAt: "2026-11-21T10:00:00.000Z",
      stores: [store("1", "Gent", 51.05, 3.72, "out_of_stock")],
    } as StockResponse);
    const { events } = renderStock([entry("DE", true), entry("BE", true), entry("NL", false)]);
    const country = screen.getByLabelText("Pays");
    expect(
      within(country)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Allemagne", "Belgique"]);
    expect(call).not.toHaveBeenCalled();
    await events.selectOptions(country, "BE");
    await events.click(screen.getByRole("button", { name: "Voir le stock" }));
    expect(await screen.findByText("Rupture de stock")).toBeVisible();
    expect(call).toHaveBeenCalledWith(
      getStoreStock,
      expect.objectContaining({ params: { code: "50411990" }, query: { country: "BE" } }),
    );
    expect(screen.getByText(/Livraison prévue entre le/)).toBeVisible();
    expect(screen.getByText("Magasins avec l’article en rayon : 0 sur 1")).toBeVisible();
  });

  it("lists the nearest stores first when the shopper gave a position", async () => {
    saveShopperPosition({ lat: 47.56, lon: 7.59, label: "Bâle (CH)" });
    vi.mocked(call).mockResolvedValue({
      code: "50411990",
      country: "DE",
      checkedAt: "2026-11-21T10:00:00.000Z",
      stores: [
        store("1", "Berlin", 52.52, 13.4),
        store("2", "Freiburg", 47.99, 7.84),
        store("3", "München", 48.14, 11.58),
      ],
    } as StockResponse);
    const { events } = renderStock([entry("DE", true)]);
    await events.click(screen.getByRole("button", { name: "Voir le stock" }));
    await screen.findByText("Freiburg");
    const names = screen
      .getAllByRole("listitem")
      .map((item) => item.querySelector(".font-semibold")?.textContent);
    expect(names).toEqual(["Freiburg", "München", "Berlin"]);
    expect(screen.getByText(/les plus proches de Bâle \(CH\) d’abord/)).toBeVisible();
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent(/\d+ km/);
  });

  it("says what went wrong when the stock cannot be read", async () => {
    vi.mocked(call).mockRejectedValue(
      new ApiError(503, "stock_unavailable", "Le stock des magasins de ce pays ne répond pas."),
    );
    const { events } = renderStock([entry("DE", true)]);
    await events.click(screen.getByRole("button", { name: "Voir le stock" }));
    expect(await screen.findByText("Le stock n’a pas pu être lu")).toBeVisible();
    expect(screen.getByText("Le stock des magasins de ce pays ne répond pas.")).toBeVisible();
  });
});
