import type { BasketSummary as WireBasketSummary } from "@frontalier/shared/contracts/identity";

/** One of the profile's baskets, in plain names (on the wire: spec §7 get-basket-user's). */
export interface BasketSummary {
  basketId: number;
  /** The basket's place among the profile's, from 0 (`?index=` of its wishlist address). */
  position: number;
  /** Empty when the shopper gave none. */
  name: string;
  /** The countries it compares, in order, home first. */
  countries: string[];
  articleCount: number;
}

export const toBasketSummary = (basket: WireBasketSummary): BasketSummary => ({
  basketId: basket.iBasket,
  position: basket.sIndex,
  name: basket.sName,
  countries: countryList(basket.currentPaysList),
  articleCount: basket.articleCount,
});

/** `FR,BE,DE` as the wire writes a list of countries; the empty string is no country. */
export const countryList = (list: string): string[] => list.split(",").filter(Boolean);
