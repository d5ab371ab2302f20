import { type PodiumResponse, podiumResponseSchema } from "@frontalier/shared/contracts/podium";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export interface PodiumParams {
  code: string;
  countries?: readonly string[];
  home?: string;
  currency?: string;
}

export const podiumQueryKey = (params: PodiumParams) => ["podium", params] as const;

export const getPodium = (params: PodiumParams, signal?: AbortSignal): Promise<PodiumResponse> =>
  apiRequest(`/api/articles/${encodeURIComponent(params.code)}/podium`, {
    schema: podiumResponseSchema,
    query: { countries: params.countries?.join(","), home: params.home, currency: params.currency },
    signal,
  });

export function usePodium(params: PodiumParams) {
  return useQuery({
    queryKey: podiumQueryKey(params),
    queryFn: ({ signal }) => getPodium(params, signal),
    retry: false,
  });
}
