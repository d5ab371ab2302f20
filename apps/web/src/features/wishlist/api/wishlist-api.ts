import * as baskets from "@frontalier/shared/contracts/baskets";
import * as wishlist from "@frontalier/shared/contracts/wishlist";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";
import { urlOf } from "../../../lib/api/url";

export const wishlistKey = (iBasket: number) => ["wishlist", iBasket] as const;

export function useWishlist(iBasket: number) {
  return useQuery({
    queryKey: wishlistKey(iBasket),
    queryFn: ({ signal }) => call(wishlist.getWishlist, { query: { iBasket }, signal }),
  });
}

export const addItem = (iBasket: number, code: string, quantity = 1) =>
  call(wishlist.addWishlistItem, { query: { iBasket }, body: { code, quantity } });

export const setItemQuantity = (iBasket: number, code: string, quantity: number) =>
  call(wishlist.setWishlistQuantity, { params: { code }, query: { iBasket }, body: { quantity } });

export const removeItem = (iBasket: number, code: string) =>
  call(wishlist.removeWishlistItem, { params: { code }, query: { iBasket } });

export const createBasket = (name: string) => call(baskets.createBasket, { body: { name } });

export const deleteBasket = (iBasket: number) =>
  call(baskets.deleteBasket, { params: { id: iBasket } });

export const renameBasket = (iBasket: number, name: string) =>
  call(baskets.renameBasket, { params: { id: iBasket }, body: { name } });

export const makeCurrent = (iBasket: number) =>
  call(baskets.makeBasketCurrent, { params: { id: iBasket } });

export const shareBasket = (iBasket: number) =>
  call(baskets.shareBasket, { params: { id: iBasket } });

export const revokeShare = (iBasket: number) =>
  call(baskets.stopSharingBasket, { params: { id: iBasket } });

/** The basket with each country's unit price, as a CSV file (a plain link). */
export const basketCsvUrl = (iBasket: number) =>
  urlOf(baskets.exportBasketCsv, { params: { id: iBasket } });
