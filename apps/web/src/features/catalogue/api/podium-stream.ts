import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { podiumStreamHead } from "../../../lib/api/podium-endpoints";
import { readPodium } from "../../../lib/api/read-podium";
import { buildUrl } from "../../../lib/api/url";
import { type PodiumInput, podiumQueryKey } from "./get-podium";

export const podiumStreamUrl = (input: PodiumInput): string =>
  buildUrl(podiumStreamHead, input.params, input.query);

/**
 * While countries are still being looked up at the retailer, the server streams the podium again
 * after each answer (server-sent events); the page fills in country by country without a reload.
 */
export function usePodiumStream(input: PodiumInput, pendingCount: number): void {
  const queryClient = useQueryClient();
  const url = podiumStreamUrl(input);
  const key = JSON.stringify(podiumQueryKey(input));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key string stands for input.
  useEffect(() => {
    if (pendingCount === 0 || typeof EventSource === "undefined") return;
    const source = new EventSource(url);
    source.addEventListener("update", (event) => {
      try {
        const podium = readPodium(JSON.parse((event as MessageEvent<string>).data));
        queryClient.setQueryData(podiumQueryKey(input), podium);
      } catch {
        // A malformed update is dropped, as before: the next one, or `done`, follows.
      }
    });
    source.addEventListener("done", () => source.close());
    source.onerror = () => source.close();
    return () => source.close();
  }, [key, pendingCount > 0, queryClient, url]);
}
