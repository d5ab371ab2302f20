import { compareSharedWishlist } from "@frontalier/shared/contracts/baskets";
import {
  type ComparisonQuery,
  type ComparisonSettings,
  compareWishlist,
} from "@frontalier/shared/contracts/wishlist";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export function useComparison(query: ComparisonQuery) {
  return useQuery({
    queryKey: ["comparison", query.iBasket, query],
    queryFn: ({ signal }) => call(compareWishlist, { query, signal }),
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
