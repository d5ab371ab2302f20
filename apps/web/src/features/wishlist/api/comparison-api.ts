import { compareSharedWishlist } from "@frontalier/shared/contracts/baskets";
import {
  type ComparisonResponse,
  type ComparisonSettings,
  compareWishlist,
} from "@frontalier/shared/contracts/wishlist";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/** An article's unit price per compared country: in the home currency, and as shown there. */
export interface ArticlePrices {
  code: string;
  converted: Partial<Record<string, number>>;
  local: Partial<Record<string, { amountMinor: number; currency: string }>>;
  /** The regular price, in the home currency, where the price is a reduced one. */
  regular: Partial<Record<string, number>>;
}

/** A comparison with each article's prices keyed by country, as the screens read them. */
export type BasketComparison = Omit<
  ComparisonResponse,
  "prices" | "priceCountries" | "localCurrencies"
> & { prices: ArticlePrices[] };

/** The answer's price arrays (in `priceCountries` order) as prices keyed by country. */
export function readComparison(answer: ComparisonResponse): BasketComparison {
  const { prices, priceCountries, localCurrencies, ...rest } = answer;
  return {
    ...rest,
    prices: prices.map((entry) => {
      const converted: ArticlePrices["converted"] = {};
      const local: ArticlePrices["local"] = {};
      const regular: ArticlePrices["regular"] = {};
      priceCountries.forEach((country, i) => {
        const before = entry.regular?.[i];
        if (before !== null && before !== undefined) regular[country] = before;
        const price = entry.converted[i];
        if (price !== null && price !== undefined) converted[country] = price;
        const shown = entry.local[i];
        const currency = localCurrencies[i];
        if (shown !== null && shown !== undefined && currency)
          local[country] = { amountMinor: shown, currency };
      });
      return { code: entry.code, converted, local, regular };
    }),
  };
}

/** Basket `basketId` compared with these settings. */
export function useComparison(basketId: number, settings: ComparisonSettings) {
  return useQuery({
    queryKey: ["comparison", basketId, settings],
    queryFn: ({ signal }) =>
      call(compareWishlist, { query: { ...settings, iBasket: basketId }, signal }),
    select: readComparison,
    placeholderData: keepPreviousData,
  });
}

/** A shared list compared as its owner compares it (their home and countries). */
export function useSharedComparison(token: string, query: ComparisonSettings) {
  return useQuery({
    queryKey: ["shared-comparison", token, query],
    queryFn: ({ signal }) => call(compareSharedWishlist, { params: { token }, query, signal }),
    select: readComparison,
    placeholderData: keepPreviousData,
  });
}
