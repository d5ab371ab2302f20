import {
  type ArticleSearchResponse,
  articleSearchResponseSchema,
} from "@frontalier/shared/contracts/podium";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const searchArticles = (q: string, signal?: AbortSignal): Promise<ArticleSearchResponse> =>
  apiRequest("/api/articles", {
    schema: articleSearchResponseSchema,
    query: { q, limit: 8 },
    signal,
  });

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
