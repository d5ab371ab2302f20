import { searchArticles as searchArticlesEndpoint } from "@frontalier/shared/contracts/podium";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";
import { useSession } from "../../../lib/session/session-store";

/** `home`: the shopper's market, where a name our catalogue hardly knows is searched. */
export const searchArticles = (q: string, home: string | undefined, signal?: AbortSignal) =>
  call(searchArticlesEndpoint, { query: { q, limit: 8, home }, signal });

/** Suggestions as the shopper types; the previous list stays while the next one loads. */
export function useArticleSuggestions(q: string) {
  const query = q.trim();
  const home = useSession().profile?.home;
  return useQuery({
    queryKey: ["article-search", query, home],
    queryFn: ({ signal }) => searchArticles(query, home, signal),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
