import * as spread from "@frontalier/shared/contracts/spread-alerts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export const spreadAlertsKey = ["spread-alerts"] as const;

export function useSpreadAlerts(enabled = true) {
  return useQuery({
    queryKey: spreadAlertsKey,
    queryFn: ({ signal }) => call(spread.listSpreadAlerts, { signal }),
    enabled,
  });
}

export const saveSpreadAlert = (alert: spread.SaveSpreadAlertRequest) =>
  call(spread.saveSpreadAlert, { body: alert });

export const removeSpreadAlert = (id: number) => call(spread.deleteSpreadAlert, { params: { id } });
