import { timingSafeEqual } from "node:crypto";
import { getMetrics } from "@frontalier/shared/contracts/metrics";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { route } from "../../http/route.ts";
import type { AppMetrics } from "../../metrics/app-metrics.ts";

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** `/metrics` for the operator's scraper: absent without METRICS_TOKEN, 401 without the token. */
export async function metricsRoute(
  app: FastifyInstance,
  options: { metrics: AppMetrics | undefined; token: string | undefined },
) {
  route(app, getMetrics, async ({ request, reply }) => {
    const { metrics, token } = options;
    if (!metrics || !token) throw new AppError("not_found", { message: "metrics are off" });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!sameText(given, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError("unauthorized", { message: "the metrics token is needed" });
    }
    return reply
      .header("cache-control", "no-store")
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
