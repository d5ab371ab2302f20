import type * as push from "@frontalier/shared/contracts/push";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/** Fetched on the first call, as the alerts' contracts are: the podium's first paint waits for none. */
const contract = () => import("@frontalier/shared/contracts/push");

export const pushKeyKey = ["push-key"] as const;

/** Whether the server sends pushes, and its VAPID key; asked only where an alert form is open. */
export function usePushKey(enabled: boolean) {
  return useQuery({
    queryKey: pushKeyKey,
    queryFn: async ({ signal }) => call((await contract()).pushKey, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const savePushSubscription = async (subscription: push.SavePushSubscriptionRequest) =>
  call((await contract()).savePushSubscription, { body: subscription });
