import { getWishlistFreshness } from "@frontalier/shared/contracts/wishlist-freshness";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { call } from "../../../lib/api/call";

export interface PriceFreshness {
  observedAt: string | null;
  refreshing: boolean;
}

/**
 * How old each article's prices are in the basket's countries (the oldest one), and which are
 * being looked up again (a podium's look-up or the scheduled refresh); asked again every 5 s
 * while one runs, every minute otherwise. When a line's update ends, the comparison (its prices)
 * is asked again.
 */
export function useWishlistFreshness(basketId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["wishlist-freshness", basketId],
    queryFn: async ({ signal }) => {
      const answer = await call(getWishlistFreshness, { query: { iBasket: basketId }, signal });
      return new Map<string, PriceFreshness>(answer.items.map(({ code, ...rest }) => [code, rest]));
    },
    refetchInterval: (query) =>
      [...(query.state.data?.values() ?? [])].some((item) => item.refreshing) ? 5_000 : 60_000,
  });
  const updating = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!query.data) return;
    const now = new Set(
      [...query.data].filter(([, item]) => item.refreshing).map(([code]) => code),
    );
    const ended = [...updating.current].some((code) => !now.has(code));
    updating.current = now;
    if (ended) void queryClient.invalidateQueries({ queryKey: ["comparison", basketId] });
  }, [query.data, queryClient, basketId]);
  return query;
}
