import * as alerts from "@frontalier/shared/contracts/alerts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export const alertsKey = ["price-alerts"] as const;

export function useAlerts(enabled = true) {
  return useQuery({
    queryKey: alertsKey,
    queryFn: ({ signal }) => call(alerts.listAlerts, { signal }),
    enabled,
  });
}

export const saveAlert = (code: string, alert: alerts.SaveAlertRequest) =>
  call(alerts.saveAlert, { params: { code }, body: alert });

export const removeAlert = (code: string) => call(alerts.deleteAlert, { params: { code } });

export const stopAlert = (token: string) => call(alerts.stopAlert, { params: { token } });
