import type { getPodium, PodiumResponse, streamPodium } from "@frontalier/shared/contracts/podium";
import type { EndpointHead, HandReadEndpoint } from "./endpoint-head";
import { readPodium } from "./read-podium";

/*
 * What a podium needs for its first paint, without zod (decision 046). Apart from
 * `schema-free-endpoints.ts`, which the entry imports: the podium's reader is the podium page's
 * weight, not every page's first download. Tied to the shared objects by type, and compared at
 * run time in `schema-free-endpoints.test.ts`.
 */

/**
 * The podium's answer, read by hand (`readPodium`): the page paints its verdict without zod and
 * the contracts' schemas, which its other calls fetch after that (decision 046).
 */
export const podiumFetch: HandReadEndpoint<typeof getPodium, PodiumResponse> = {
  method: "GET",
  path: "/api/articles/:code/podium",
  read: readPodium,
};

/** The podium's event stream (an EventSource): its updates are podiums, read by `readPodium`. */
export const podiumStreamHead: EndpointHead<typeof streamPodium> = {
  method: "GET",
  path: "/api/articles/:code/podium/stream",
};
