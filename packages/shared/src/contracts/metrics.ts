import { defineEndpoint } from "./endpoint.ts";

/**
 * Issue 27: Prometheus text for the operator's scraper, with `Authorization: Bearer METRICS_TOKEN`
 * (404 when no token is configured, 401 with a wrong one).
 */
export const getMetrics = defineEndpoint({
  method: "GET",
  path: "/metrics",
  response: { kind: "file", contentType: "text/plain" },
  access: "anyone",
});
