import { type ComparisonQuery, compareWishlist } from "@frontalier/shared/contracts/wishlist";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export function useComparison(query: ComparisonQuery) {
  return useQuery({
    queryKey: ["comparison", query.iBasket, query],
    queryFn: ({ signal }) => call(compareWishlist, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
