import { getPriceHistory } from "@frontalier/shared/contracts/podium";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";
import type { PodiumInput } from "./get-podium";

/** The history of the podium's countries (the podium's own input). */
export const getHistory = (input: PodiumInput, signal?: AbortSignal) =>
  call(getPriceHistory, { ...input, signal });

export function usePriceHistory(input: PodiumInput) {
  return useQuery({
    queryKey: ["price-history", input],
    queryFn: ({ signal }) => getHistory(input, signal),
    staleTime: 5 * 60_000,
  });
}
