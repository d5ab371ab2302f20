import { compareWishlist } from "@frontalier/shared/contracts/wishlist";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/** The wishlist's per-country totals in the home currency (the comparison, without travel). */
export function useBasketTotals(basketId: number | null) {
  return useQuery({
    queryKey: ["comparison", basketId, { map: true }],
    enabled: basketId !== null,
    queryFn: ({ signal }) =>
      call(compareWishlist, { query: { iBasket: basketId ?? undefined }, signal }),
  });
}
