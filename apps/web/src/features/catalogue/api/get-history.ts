import {
  type PriceHistoryResponse,
  priceHistoryResponseSchema,
} from "@frontalier/shared/contracts/podium";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { PodiumParams } from "./get-podium";

export const getHistory = (
  params: PodiumParams,
  signal?: AbortSignal,
): Promise<PriceHistoryResponse> =>
  apiRequest(`/api/articles/${encodeURIComponent(params.code)}/history`, {
    schema: priceHistoryResponseSchema,
    query: { countries: params.countries?.join(","), home: params.home },
    signal,
  });

export function usePriceHistory(params: PodiumParams) {
  return useQuery({
    queryKey: ["price-history", params],
    queryFn: ({ signal }) => getHistory(params, signal),
    staleTime: 5 * 60_000,
  });
}
