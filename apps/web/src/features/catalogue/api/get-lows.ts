import { type CountryLows, getPriceLows } from "@frontalier/shared/contracts/price-lows";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";
import type { PodiumInput } from "./get-podium";

/** The lows of the podium's countries (the podium's own input; issue 25). */
export const getLows = (input: PodiumInput, signal?: AbortSignal) =>
  call(getPriceLows, { ...input, signal });

/**
 * Per country, the lows before its current price and its badges; asked once the podium is painted
 * (`enabled`), the ranking and the history share the answer.
 */
export function usePriceLows(input: PodiumInput, enabled = true) {
  return useQuery({
    queryKey: ["price-lows", input],
    queryFn: ({ signal }) => getLows(input, signal),
    enabled,
    staleTime: 5 * 60_000,
    select: (data): ReadonlyMap<string, CountryLows> =>
      new Map(data.countries.map((lows) => [lows.country, lows])),
  });
}
