import type * as wishlist from "@frontalier/shared/contracts/wishlist";
import { useQuery } from "@tanstack/react-query";
import { type BasketSummary, toBasketSummary } from "../../../lib/api/basket-summary";
import { call } from "../../../lib/api/call";
import { wishlistFetch } from "../../../lib/api/podium-endpoints";
import { basketCsvHead } from "../../../lib/api/schema-free-endpoints";
import { buildUrl } from "../../../lib/api/url";

/**
 * The contracts (and zod with them) are fetched on the first call, not with the code of the
 * podium's wishlist button: the podium's first paint waits for neither (decision 046).
 */
const wishlistContract = () => import("@frontalier/shared/contracts/wishlist");
const basketsContract = () => import("@frontalier/shared/contracts/baskets");

/** A basket's wishlist, in plain names (on the wire: `{iBasket, sIndex, sName}` and spec §7's basket list). */
export interface Wishlist {
  basket: {
    basketId: number;
    /** Its place among the profile's baskets, from 0 (`?index=` of its address). */
    position: number;
    /** Empty when the shopper gave none. */
    name: string;
    countries: string[];
    home: string;
    /** The read-only share link's token, when the basket is shared. */
    shareToken: string | null;
  };
  items: wishlist.WishlistItem[];
  baskets: BasketSummary[];
}

/** Where a basket is: its id and its place among the profile's (a new one, a copy's target). */
export interface BasketPlace {
  basketId: number;
  position: number;
}

const toWishlist = ({ basket, items, baskets }: wishlist.WishlistResponse): Wishlist => ({
  basket: {
    basketId: basket.iBasket,
    position: basket.sIndex,
    name: basket.sName,
    countries: basket.countries,
    home: basket.home,
    shareToken: basket.shareToken,
  },
  items,
  baskets: baskets.map(toBasketSummary),
});

const toPlace = (answer: { iBasket: number; sIndex: number }): BasketPlace => ({
  basketId: answer.iBasket,
  position: answer.sIndex,
});

export const wishlistKey = (basketId: number) => ["wishlist", basketId] as const;

export function useWishlist(basketId: number) {
  return useQuery({
    queryKey: wishlistKey(basketId),
    queryFn: async ({ signal }) =>
      toWishlist(await call(wishlistFetch, { query: { iBasket: basketId }, signal })),
  });
}

export const addItem = async (basketId: number, code: string, quantity = 1) =>
  toWishlist(
    await call((await wishlistContract()).addWishlistItem, {
      query: { iBasket: basketId },
      body: { code, quantity },
    }),
  );

export const setItemQuantity = async (basketId: number, code: string, quantity: number) =>
  toWishlist(
    await call((await wishlistContract()).setWishlistQuantity, {
      params: { code },
      query: { iBasket: basketId },
      body: { quantity },
    }),
  );

export const removeItem = async (basketId: number, code: string) =>
  toWishlist(
    await call((await wishlistContract()).removeWishlistItem, {
      params: { code },
      query: { iBasket: basketId },
    }),
  );

/** A new basket, which becomes the current one (402 beyond the free baskets). */
export const createBasket = async (name: string) =>
  toPlace(await call((await basketsContract()).createBasket, { body: { name } }));

/** What a shared list's copy did, to tell the shopper (issue 19: nothing left out silently). */
export interface SharedCopy extends BasketPlace {
  /** Into the current basket, because a new one needs premium (FREE_BASKETS reached). */
  intoCurrent: boolean;
  /** Articles new to the basket, and those it held whose quantity grew. */
  added: number;
  updated: number;
  /** Left out: no country of the basket sells them, or the basket was full. */
  unknown: number;
  noRoom: number;
}

/**
 * Copies a shared list (by its token: the server reads its articles, so a long list is not an
 * import needing premium) into a new basket, or into the current one (`currentBasketId`, from the
 * session) when a new basket needs premium; says where they went and what was left out.
 */
export async function copyIntoOwnBasket(
  share: string,
  currentBasketId: number,
): Promise<SharedCopy> {
  const added = await call((await wishlistContract()).addWishlistItems, {
    body: { basket: "newOrCurrent", share },
  });
  return {
    ...toPlace(added),
    intoCurrent: added.iBasket === currentBasketId,
    added: added.added,
    updated: added.updated,
    unknown: added.unknown.length,
    noRoom: added.noRoom.length,
  };
}

export const deleteBasket = async (basketId: number) =>
  call((await basketsContract()).deleteBasket, { params: { id: basketId } });

export const renameBasket = async (basketId: number, name: string) =>
  call((await basketsContract()).renameBasket, { params: { id: basketId }, body: { name } });

export const makeCurrent = async (basketId: number) =>
  call((await basketsContract()).makeBasketCurrent, { params: { id: basketId } });

export const shareBasket = async (basketId: number) =>
  call((await basketsContract()).shareBasket, { params: { id: basketId } });

export const revokeShare = async (basketId: number) =>
  call((await basketsContract()).stopSharingBasket, { params: { id: basketId } });

/** The basket with each country's unit price, as a CSV file (a plain link). */
export const basketCsvUrl = (basketId: number) =>
  buildUrl(basketCsvHead, { id: basketId }, undefined);
