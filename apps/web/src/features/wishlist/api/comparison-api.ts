import { comparisonResponseSchema } from "@frontalier/shared/contracts/wishlist";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export interface ComparisonParams {
  iBasket: number;
  k: number;
  travel: "none" | "fixed" | "distance";
  perTrip: number;
  perKm: number;
  lat?: number;
  lon?: number;
}

export function useComparison(query: ComparisonParams) {
  return useQuery({
    queryKey: ["comparison", query.iBasket, query],
    queryFn: ({ signal }) =>
      apiRequest("/api/wishlist/comparison", {
        query: { ...query },
        schema: comparisonResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
