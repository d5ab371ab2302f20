import { compareSharedWishlist } from "@frontalier/shared/contracts/baskets";
import { type ComparisonSettings, compareWishlist } from "@frontalier/shared/contracts/wishlist";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/** Basket `basketId` compared with these settings. */
export function useComparison(basketId: number, settings: ComparisonSettings) {
  return useQuery({
    queryKey: ["comparison", basketId, settings],
    queryFn: ({ signal }) =>
      call(compareWishlist, { query: { ...settings, iBasket: basketId }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A shared list compared as its owner compares it (their home and countries). */
export function useSharedComparison(token: string, query: ComparisonSettings) {
  return useQuery({
    queryKey: ["shared-comparison", token, query],
    queryFn: ({ signal }) => call(compareSharedWishlist, { params: { token }, query, signal }),
    placeholderData: keepPreviousData,
  });
}
