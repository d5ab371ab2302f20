import type { HealthResponse } from "@frontalier/shared/contracts/health";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/open-database.ts";

export interface HealthRouteOptions {
  database: Database;
  version: string;
}

const PING_TIMEOUT_MS = 1000;

/** For load balancers and uptime checks: 503 as soon as the database stops answering. */
export async function healthRoute(app: FastifyInstance, options: HealthRouteOptions) {
  app.get("/api/health", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await options.database.ping(PING_TIMEOUT_MS);
      return { status: "ok", db: "ok", version: options.version } satisfies HealthResponse;
    } catch (error) {
      request.log.warn({ err: error }, "database ping failed");
      const body: HealthResponse = { status: "degraded", db: "down", version: options.version };
      return reply.code(503).send(body);
    }
  });
}
