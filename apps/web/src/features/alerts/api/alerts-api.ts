import type * as alerts from "@frontalier/shared/contracts/alerts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/**
 * The contract (and zod with it) is fetched on the first call, not with the podium's code: its
 * first paint waits for neither (decision 046).
 */
const contract = () => import("@frontalier/shared/contracts/alerts");

export const alertsKey = ["price-alerts"] as const;

export function useAlerts(enabled = true) {
  return useQuery({
    queryKey: alertsKey,
    queryFn: async ({ signal }) => call((await contract()).listAlerts, { signal }),
    enabled,
  });
}

export const saveAlert = async (code: string, alert: alerts.SaveAlertRequest) =>
  call((await contract()).saveAlert, { params: { code }, body: alert });

export const removeAlert = async (code: string) =>
  call((await contract()).deleteAlert, { params: { code } });

export const stopAlert = async (token: string) =>
  call((await contract()).stopAlert, { params: { token } });
