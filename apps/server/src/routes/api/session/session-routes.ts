import type { SessionResponse } from "@frontalier/shared/contracts/session";
import type { FastifyInstance } from "fastify";

/**
 * Spec §7 session calls. Until accounts exist (issue "Identity") every visitor is a guest, so the
 * session holds no user and ending it has nothing to revoke.
 */
export async function sessionRoutes(app: FastifyInstance) {
  app.get("/api/_auth/session", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { user: null } satisfies SessionResponse;
  });
  app.delete("/api/_auth/session", async (_request, reply) => reply.code(204).send());
  app.post("/api/logout", async (_request, reply) => reply.code(204).send());
}
