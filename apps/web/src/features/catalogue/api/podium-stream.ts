import { podiumResponseSchema } from "@frontalier/shared/contracts/podium";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type PodiumParams, podiumQueryKey } from "./get-podium";

export const podiumStreamUrl = (params: PodiumParams): string => {
  const query = new URLSearchParams();
  if (params.countries) query.set("countries", params.countries.join(","));
  if (params.home) query.set("home", params.home);
  if (params.currency) query.set("currency", params.currency);
  const text = query.toString();
  return `/api/articles/${encodeURIComponent(params.code)}/podium/stream${text ? `?${text}` : ""}`;
};

/**
 * While countries are still being looked up at the retailer, the server streams the podium again
 * after each answer (server-sent events); the page fills in country by country without a reload.
 */
export function usePodiumStream(params: PodiumParams, pendingCount: number): void {
  const queryClient = useQueryClient();
  const url = podiumStreamUrl(params);
  const key = JSON.stringify(podiumQueryKey(params));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key string stands for params.
  useEffect(() => {
    if (pendingCount === 0 || typeof EventSource === "undefined") return;
    const source = new EventSource(url);
    source.addEventListener("update", (event) => {
      const parsed = podiumResponseSchema.safeParse(
        JSON.parse((event as MessageEvent<string>).data),
      );
      if (parsed.success) queryClient.setQueryData(podiumQueryKey(params), parsed.data);
    });
    source.addEventListener("done", () => source.close());
    source.onerror = () => source.close();
    return () => source.close();
  }, [key, pendingCount > 0, queryClient, url]);
}
