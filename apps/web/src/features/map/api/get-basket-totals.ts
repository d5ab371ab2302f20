import { compareWishlist } from "@frontalier/shared/contracts/wishlist";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/** The wishlist's per-country totals in the home currency (the comparison, without travel). */
export function useBasketTotals(iBasket: number | null) {
  return useQuery({
    queryKey: ["comparison", iBasket, { map: true }],
    enabled: iBasket !== null,
    queryFn: ({ signal }) =>
      call(compareWishlist, { query: { iBasket: iBasket ?? undefined }, signal }),
  });
}
