import type { EndpointInput } from "@frontalier/shared/contracts/endpoint";
import type { getPodium as getPodiumEndpoint } from "@frontalier/shared/contracts/podium";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";
import { podiumFetch } from "../../../lib/api/podium-endpoints";

/** The article's code, and the countries and home of the shopper's basket. */
export type PodiumInput = EndpointInput<typeof getPodiumEndpoint>;

export const podiumQueryKey = (input: PodiumInput) => ["podium", input] as const;

export const getPodium = (input: PodiumInput, signal?: AbortSignal) =>
  call(podiumFetch, { ...input, signal });

/** How often the podium is asked again while the scheduled refresh is asking for its prices. */
export const REFRESHING_POLL_MS = 15_000;

/**
 * The podium; asked again every REFRESHING_POLL_MS while the scheduled refresh has some of its
 * prices in its running slot (issue 21), so the new price shows without a reload. The podium's
 * own look-ups come on the event stream instead (`usePodiumStream`).
 *
 * While another answer for the same article is asked (the shopper changed travellers or carrying
 * home), the last one stays as placeholder (`isPlaceholderData`): the page keeps its ranking and
 * the control the shopper used, rather than a loader in their place (issues 19 and 25). Another
 * article's ranking is never shown as this one's.
 */
export function usePodium(input: PodiumInput) {
  return useQuery({
    queryKey: podiumQueryKey(input),
    queryFn: ({ signal }) => getPodium(input, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1].params.code === input.params.code ? previous : undefined,
    refetchInterval: (query) =>
      (query.state.data?.refreshing?.length ?? 0) > 0 ? REFRESHING_POLL_MS : false,
  });
}
