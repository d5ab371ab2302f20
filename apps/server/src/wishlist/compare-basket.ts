import type { TravelCost } from "@frontalier/shared/basket-plan";
import { comparisonOf } from "@frontalier/shared/basket-recompare";
import type {
  ComparisonResponse,
  comparisonSettingsSchema,
} from "@frontalier/shared/contracts/wishlist";
import { findCountry } from "@frontalier/shared/countries";
import { homeImportRules } from "@frontalier/shared/cross-border/home-import-rules";
import type { CrossBorderSetting } from "@frontalier/shared/cross-border/setting";
import { normalisePicklist } from "@frontalier/shared/identity";
import type { RateTable } from "@frontalier/shared/money";
import type { z } from "zod";
import type { AppDb } from "../db/open-database.ts";
import { type HeldPrices, loadBasketLines, nearestStores } from "./basket-prices.ts";

/**
 * Brief §4, issue 19: a basket compared from `home` across its picklist, with each article's
 * prices, the nearest store of each country to the place given, and the plans. Used for the
 * owner's wishlist and for its share link (the owner's home and countries, the visitor's place).
 */
export async function compareBasketFor(
  db: AppDb,
  options: {
    basketId: number;
    home: string;
    countries: readonly string[];
    rates: RateTable;
    settings: z.output<typeof comparisonSettingsSchema>;
    /**
     * The list owner's cross-border setting (issue 25): how they carry purchases home, with how
     * many travellers, and whether they allow splits. The query's `carry` and `travellers` win.
     */
    owner: CrossBorderSetting;
    /** The offer index: prices of the articles it holds without a statement. */
    held?: HeldPrices | undefined;
  },
): Promise<ComparisonResponse> {
  const { home, rates, settings } = options;
  const currency = findCountry(home)?.currency ?? "EUR";
  const countries = normalisePicklist(options.countries, home);
  const items = await loadBasketLines(db, {
    basketId: options.basketId,
    countries,
    currency,
    rates,
    held: options.held,
    familyMember: settings.member === "1",
  });
  const stores =
    settings.lat !== undefined && settings.lon !== undefined
      ? await nearestStores(db, { lat: settings.lat, lon: settings.lon }, countries)
      : {};
  const distancesKm =
    settings.travel === "distance"
      ? Object.fromEntries(Object.entries(stores).map(([country, store]) => [country, store.km]))
      : {};
  const travel: TravelCost =
    settings.travel === "fixed"
      ? { kind: "fixed", perTripMinor: settings.perTrip }
      : settings.travel === "distance"
        ? { kind: "distance", perKmMinor: settings.perKm, distanceKm: distancesKm }
        : { kind: "none" };
  // Issue 25: a home with import rules carries purchases home as its owner's setting says, unless
  // the query asks otherwise (`carry`, `travellers`), as the podium does (the comparison is always
  // in the home currency); a shared list is so compared as its owner compares it.
  const { owner } = options;
  const carry = settings.carry === undefined ? owner.carryHome : settings.carry === "1";
  const travellers = settings.travellers ?? owner.travellers;
  const split = owner.splitPurchases;
  const { comparison, carried } = comparisonOf({
    items,
    countries,
    home,
    travel,
    maxCountries: settings.k,
    carry:
      homeImportRules.get(home)?.currency === currency && carry
        ? { travellers, rates, split }
        : null,
  });
  return {
    currency,
    // Decision 048: a carried comparison sends its rates, so the browser can cost it again.
    rates: {
      date: rates.date,
      source: rates.source,
      ...(carried ? { perEuro: rates.perEuro } : {}),
    },
    home,
    distancesKm,
    travel: {
      kind: travel.kind,
      perTripMinor: travel.kind === "fixed" ? travel.perTripMinor : 0,
      perKmMinor: travel.kind === "distance" ? travel.perKmMinor : 0,
    },
    stores,
    priceCountries: countries,
    localCurrencies: countries.map((country) => findCountry(country)?.currency ?? ""),
    // Arrays in the order of `priceCountries`: a 500-article basket across 30 countries is 15,000
    // prices twice, a third of the size written as objects keyed by country.
    prices: items.map((line) => {
      const entry: ComparisonResponse["prices"][number] = {
        code: line.code,
        quantity: line.quantity,
        converted: countries.map((country) => line.prices[country] ?? null),
        local: countries.map((country) => line.local[country] ?? null),
      };
      // Only for an article reduced somewhere: most have no regular price to send.
      if (Object.keys(line.regular).length > 0) {
        entry.regular = countries.map((country) => line.regular[country] ?? null);
      }
      return entry;
    }),
    ...(carried ? { carryHome: { travellers, splitPurchases: split } } : {}),
    comparison,
  };
}
