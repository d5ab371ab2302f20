import type { CountryLows } from "@frontalier/shared/contracts/price-lows";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";
import { priceLowsFetch } from "../../../lib/api/podium-endpoints";
import type { PodiumInput } from "./get-podium";

/** The lows of the podium's countries (the podium's own input; issue 25), read without zod (decision 049). */
export const getLows = (input: PodiumInput, signal?: AbortSignal) =>
  call(priceLowsFetch, { ...input, signal });

/**
 * The podium's local prices as one key: when a look-up brings a new price, the lows are asked
 * again (the badges of an older price are not shown beside it meanwhile).
 */
export const pricesKey = (entries: readonly { local: { amountMinor: number } | null }[]) =>
  entries.map((entry) => entry.local?.amountMinor ?? "").join(",");

/**
 * Per country, the lows before its current price and its badges; asked once the podium is painted
 * (`enabled`), the ranking and the history share the answer (same `prices`).
 */
export function usePriceLows(input: PodiumInput, prices: string, enabled = true) {
  return useQuery({
    queryKey: ["price-lows", input, prices],
    queryFn: ({ signal }) => getLows(input, signal),
    enabled,
    // The other countries keep their badges while one country's new price is asked about.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    select: (data): ReadonlyMap<string, CountryLows> =>
      new Map(data.countries.map((lows) => [lows.country, lows])),
  });
}
