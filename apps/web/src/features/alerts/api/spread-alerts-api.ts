import type * as spread from "@frontalier/shared/contracts/spread-alerts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/**
 * The contract (and zod with it) is fetched on the first call, not with the podium's code: its
 * first paint waits for neither (decision 046).
 */
const contract = () => import("@frontalier/shared/contracts/spread-alerts");

export const spreadAlertsKey = ["spread-alerts"] as const;

export function useSpreadAlerts(enabled = true) {
  return useQuery({
    queryKey: spreadAlertsKey,
    queryFn: async ({ signal }) => call((await contract()).listSpreadAlerts, { signal }),
    enabled,
  });
}

export const saveSpreadAlert = async (alert: spread.SaveSpreadAlertRequest) =>
  call((await contract()).saveSpreadAlert, { body: alert });

export const removeSpreadAlert = async (id: number) =>
  call((await contract()).deleteSpreadAlert, { params: { id } });
