import { getHealth, type HealthResponse } from "@frontalier/shared/contracts/health";
import type { FastifyInstance } from "fastify";
import type { OfferIndex } from "../../../catalogue/podium/offer-index.ts";
import type { Database } from "../../../db/open-database.ts";
import { route } from "../../../http/route.ts";
import type { FreshnessReport } from "../../../refresh/freshness-report.ts";
import { databaseStatus } from "./database-status.ts";

export interface HealthRouteOptions {
  database: Database;
  version: string;
  offerIndex?: OfferIndex | undefined;
  /** How fresh the watched prices are (refresh/freshness-report.ts). */
  watched?: (() => Promise<FreshnessReport | null>) | undefined;
}

const PING_TIMEOUT_MS = 1000;

/** For load balancers and uptime checks: 503 as soon as the database stops answering. */
export async function healthRoute(app: FastifyInstance, options: HealthRouteOptions) {
  const dbOk = databaseStatus(
    () => options.database.ping(PING_TIMEOUT_MS),
    (error) => app.log.warn({ err: error }, "database ping failed"),
  );
  route(app, getHealth, async ({ reply }) => {
    reply.header("cache-control", "no-store");
    const index = options.offerIndex;
    const offerIndex = index && {
      state: index.state,
      articles: index.size,
      warmMs: index.warmMs,
    };
    const up = await dbOk();
    // The same body either way: a load balancer reads the status, a person the body.
    if (!up) reply.code(503);
    const watched = up ? ((await options.watched?.()) ?? undefined) : undefined;
    return {
      status: up ? "ok" : "degraded",
      db: up ? "ok" : "down",
      version: options.version,
      offerIndex,
      ...(watched ? { watched } : {}),
    } satisfies HealthResponse;
  });
}
