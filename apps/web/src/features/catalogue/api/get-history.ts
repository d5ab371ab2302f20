import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";
import type { PodiumInput } from "./get-podium";

/**
 * The contract (and zod with it) is fetched on the first call, not with the podium's code: its
 * first paint waits for neither (decision 046).
 */
const podiumContract = () => import("@frontalier/shared/contracts/podium");

/** The history of the podium's countries (the podium's own input). */
export const getHistory = async (input: PodiumInput, signal?: AbortSignal) =>
  call((await podiumContract()).getPriceHistory, { ...input, signal });

export function usePriceHistory(input: PodiumInput) {
  return useQuery({
    queryKey: ["price-history", input],
    queryFn: ({ signal }) => getHistory(input, signal),
    staleTime: 5 * 60_000,
  });
}
