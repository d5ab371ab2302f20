import {
  getLiveness,
  getReadiness,
  type ReadinessResponse,
} from "@frontalier/shared/contracts/health";
import type { FastifyInstance } from "fastify";
import type { OfferIndex } from "../../catalogue/podium/offer-index.ts";
import { migrationStatus } from "../../db/migration-status.ts";
import type { Database } from "../../db/open-database.ts";
import { withTimeout } from "../../db/with-timeout.ts";
import { route } from "../../http/route.ts";

export interface ProbeOptions {
  database: Database;
  offerIndex?: OfferIndex | undefined;
  /** Pings Redis (absent: none configured). */
  pingRedis?: (() => Promise<void>) | undefined;
  /** True once the instance is shutting down (SIGTERM). */
  isDraining: () => boolean;
}

const PING_TIMEOUT_MS = 1000;

/**
 * Issue 27, for orchestrators and proxies: `/livez` (the process answers) and `/readyz` (this
 * instance can serve: migrations applied, database and Redis answering, offer index filled, not
 * shutting down). Outside `/api/` as orchestrators expect; neither is rate limited nor logged
 * beyond the access log, and each check is bounded in time.
 */
export async function probeRoutes(app: FastifyInstance, options: ProbeOptions) {
  const migrations = migrationStatus(options.database, PING_TIMEOUT_MS);

  route(app, getLiveness, async ({ reply }) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const };
  });

  route(app, getReadiness, async ({ reply }) => {
    reply.header("cache-control", "no-store");
    const [database, applied, redis] = await Promise.all([
      options.database.ping(PING_TIMEOUT_MS).then(
        () => "ok" as const,
        () => "down" as const,
      ),
      migrations(),
      options.pingRedis
        ? withTimeout(options.pingRedis(), PING_TIMEOUT_MS, "redis ping").then(
            () => "ok" as const,
            () => "down" as const,
          )
        : undefined,
    ]);
    const state = options.offerIndex?.state;
    const offerIndex =
      state === undefined || state === "off" ? "off" : state === "ready" ? "ok" : "warming";
    const checks: ReadinessResponse["checks"] = {
      migrations: applied,
      database,
      ...(redis ? { redis } : {}),
      offerIndex,
    };
    // An index turned off by its setting is fine; one that lost its connection is "off" too and
    // the podium reads the database meanwhile, so only warming holds traffic back.
    const ready =
      database === "ok" && applied === "ok" && (redis ?? "ok") === "ok" && offerIndex !== "warming";
    const status = options.isDraining() ? "draining" : ready ? "ready" : "not_ready";
    if (status !== "ready") reply.code(503);
    return { status, checks } satisfies ReadinessResponse;
  });
}
