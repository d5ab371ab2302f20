import { comparisonResponseSchema } from "@frontalier/shared/contracts/wishlist";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The wishlist's per-country totals in the home currency (the comparison, without travel). */
export function useBasketTotals(iBasket: number | null) {
  return useQuery({
    queryKey: ["comparison", iBasket, { map: true }],
    enabled: iBasket !== null,
    queryFn: ({ signal }) =>
      apiRequest("/api/wishlist/comparison", {
        schema: comparisonResponseSchema,
        query: { iBasket: String(iBasket) },
        signal,
      }),
    retry: false,
  });
}
