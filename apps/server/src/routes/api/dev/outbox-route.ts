import type { FastifyInstance } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import type { Mailer } from "../../../mail/mailer.ts";

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Development only (not production), and only to this machine: the mails the app sent or would
 * have sent (a copy of those that went out by SMTP), newest first, so that sign-up and password reset can be tried without a
 * mail server. Anyone else gets a 404, as if the route did not exist: the mails are everyone's.
 */
export async function devOutboxRoute(app: FastifyInstance, { mailer }: { mailer: Mailer }) {
  app.get("/api/dev/outbox", async (request, reply) => {
    if (!loopback.has(request.socket.remoteAddress ?? "")) {
      throw new AppError("not_found", { message: "the outbox is only shown to this machine" });
    }
    reply.header("cache-control", "no-store");
    return { mails: [...mailer.outbox()].reverse() };
  });
}
