import { articleCodeSchema } from "@frontalier/shared/contracts/wishlist";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { articles, priceObservations } from "../../../db/schema.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

const observationSchema = z.object({
  code: articleCodeSchema,
  country: z.string().regex(/^[A-Z]{2}$/),
  priceMinor: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/**
 * NODE_ENV=test only, from this machine only: records a price observation as a feed import
 * would, then runs the alert check at once, as the browser tests need a new lower price to see
 * its mail (the feed import CLI cannot open the server's PGlite while it runs).
 */
export async function testObservationRoute(
  app: FastifyInstance,
  { afterSave }: { afterSave: () => Promise<unknown> },
) {
  app.post("/api/test/price-observations", async (request, reply) => {
    if (!loopback.has(request.socket.remoteAddress ?? "")) {
      throw new AppError("not_found", { message: "test route, loopback only" });
    }
    const input = parseInput(observationSchema, request.body ?? {});
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
    return reply.code(201).send({ saved: true });
  });
}
