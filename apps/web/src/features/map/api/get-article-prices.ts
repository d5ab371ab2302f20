import { getPodium } from "@frontalier/shared/contracts/podium";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/**
 * The article's podium for the shopper's picklist: the podium page's query, same key and input,
 * so that the two share one cache entry.
 */
export function useArticlePrices(article: {
  code: string;
  countries?: readonly string[];
  home?: string;
}) {
  const input = {
    params: { code: article.code },
    query: { countries: article.countries?.join(","), home: article.home },
  };
  return useQuery({
    queryKey: ["podium", input],
    queryFn: ({ signal }) => call(getPodium, { ...input, signal }),
  });
}
