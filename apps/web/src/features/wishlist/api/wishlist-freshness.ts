import { getWishlistFreshness } from "@frontalier/shared/contracts/wishlist-freshness";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export interface PriceFreshness {
  observedAt: string | null;
  refreshing: boolean;
}

/**
 * How old each article's prices are in the basket's countries (the oldest one), and which are
 * being looked up again; asked again every minute while a look-up runs.
 */
export function useWishlistFreshness(basketId: number) {
  return useQuery({
    queryKey: ["wishlist-freshness", basketId],
    queryFn: async ({ signal }) => {
      const answer = await call(getWishlistFreshness, { query: { iBasket: basketId }, signal });
      return new Map<string, PriceFreshness>(answer.items.map(({ code, ...rest }) => [code, rest]));
    },
    refetchInterval: (query) =>
      [...(query.state.data?.values() ?? [])].some((item) => item.refreshing) ? 5_000 : 60_000,
  });
}
