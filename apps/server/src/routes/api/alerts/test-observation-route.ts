import { recordTestObservation } from "@frontalier/shared/contracts/alerts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { articles, priceObservations } from "../../../db/schema.ts";
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

  route(app, recordTestObservation, loopbackOnly, async ({ reply, body: input }) => {
    const [article] = await app.db
      .select({ code: articles.code })
      .from(articles)
      .where(eq(articles.code, input.code));
    if (!article) throw new AppError("unknown_article");
    await app.db.insert(priceObservations).values({
      articleCode: input.code,
      country: input.country,
      priceMinor: input.priceMinor,
      currency: input.currency,
      availability: "online",
      source: "feed",
      observedAt: new Date(),
    });
    await afterSave();
    reply.code(201);
    return { saved: true as const };
  });
}
