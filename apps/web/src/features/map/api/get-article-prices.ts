import { podiumResponseSchema } from "@frontalier/shared/contracts/podium";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The article's podium for the shopper's picklist (same query as the podium page: one cache). */
export function useArticlePrices(params: {
  code: string;
  countries?: readonly string[];
  home?: string;
}) {
  return useQuery({
    queryKey: ["podium", params],
    queryFn: ({ signal }) =>
      apiRequest(`/api/articles/${encodeURIComponent(params.code)}/podium`, {
        schema: podiumResponseSchema,
        query: { countries: params.countries?.join(","), home: params.home },
        signal,
      }),
    retry: false,
  });
}
