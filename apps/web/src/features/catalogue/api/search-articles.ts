import { searchArticles as searchArticlesEndpoint } from "@frontalier/shared/contracts/podium";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export const searchArticles = (q: string, signal?: AbortSignal) =>
  call(searchArticlesEndpoint, { query: { q, limit: 8 }, signal });

/** Suggestions as the shopper types; the previous list stays while the next one loads. */
export function useArticleSuggestions(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ["article-search", query],
    queryFn: ({ signal }) => searchArticles(query, signal),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
