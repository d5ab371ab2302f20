import {
  alertsResponseSchema,
  type SaveAlertRequest,
  stopAlertResponseSchema,
} from "@frontalier/shared/contracts/alerts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const alertsKey = ["price-alerts"] as const;

export function useAlerts(enabled = true) {
  return useQuery({
    queryKey: alertsKey,
    queryFn: ({ signal }) => apiRequest("/api/alerts", { schema: alertsResponseSchema, signal }),
    enabled,
  });
}

const alertPath = (code: string) => `/api/alerts/${encodeURIComponent(code)}`;

export const saveAlert = (code: string, alert: SaveAlertRequest) =>
  apiRequest(alertPath(code), { method: "PUT", body: alert, schema: alertsResponseSchema });

export const removeAlert = (code: string) =>
  apiRequest(alertPath(code), { method: "DELETE", schema: alertsResponseSchema });

export const stopAlert = (token: string) =>
  apiRequest(`/api/alerts/stop/${encodeURIComponent(token)}`, {
    method: "POST",
    schema: stopAlertResponseSchema,
  });
