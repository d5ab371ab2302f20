import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";
import { priceHistoryFetch } from "../../../lib/api/podium-endpoints";
import type { PodiumInput } from "./get-podium";

/** The history of the podium's countries (the podium's own input), read without zod (decision 049). */
export const getHistory = (input: PodiumInput, signal?: AbortSignal) =>
  call(priceHistoryFetch, { ...input, signal });

export function usePriceHistory(input: PodiumInput) {
  return useQuery({
    queryKey: ["price-history", input],
    queryFn: ({ signal }) => getHistory(input, signal),
    staleTime: 5 * 60_000,
  });
}
