import type { EndpointInput } from "@frontalier/shared/contracts/endpoint";
import { getPodium as getPodiumEndpoint } from "@frontalier/shared/contracts/podium";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/** The article's code, and the countries and home of the shopper's basket. */
export type PodiumInput = EndpointInput<typeof getPodiumEndpoint>;

export const podiumQueryKey = (input: PodiumInput) => ["podium", input] as const;

export const getPodium = (input: PodiumInput, signal?: AbortSignal) =>
  call(getPodiumEndpoint, { ...input, signal });

export function usePodium(input: PodiumInput) {
  return useQuery({
    queryKey: podiumQueryKey(input),
    queryFn: ({ signal }) => getPodium(input, signal),
  });
}
