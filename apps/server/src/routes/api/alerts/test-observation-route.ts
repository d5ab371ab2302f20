import * as endpoints from "@frontalier/shared/contracts/alerts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordTestObservation } from "../../../alerts/test-observations.ts";
import { AppError } from "../../../http/app-error.ts";
import { route } from "../../../http/route.ts";

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * NODE_ENV=test only, from this machine only: records a price observation as a feed import
 * would, then runs the alert check at once, as the browser tests need a new lower price to see
 * its mail (the feed import CLI cannot open the server's PGlite while it runs).
 */
export async function testObservationRoute(
  app: FastifyInstance,
  { afterSave }: { afterSave: () => Promise<unknown> },
) {
  const loopbackOnly = {
    guard: async ({ request }: { request: FastifyRequest }) => {
      if (!loopback.has(request.socket.remoteAddress ?? "")) {
        throw new AppError("not_found", { message: "test route, loopback only" });
      }
    },
  };

  route(app, endpoints.recordTestObservation, loopbackOnly, async ({ reply, body }) => {
    if (!(await recordTestObservation(app.db, body))) throw new AppError("unknown_article");
    await afterSave();
    reply.code(201);
    return { saved: true as const };
  });
}
