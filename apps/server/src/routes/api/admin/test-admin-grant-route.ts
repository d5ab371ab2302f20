import { grantTestAdmin } from "@frontalier/shared/contracts/admin";
import type { FastifyInstance } from "fastify";
import { grantAdmin, UnknownAccountError } from "../../../admin/admin-role.ts";
import { AppError } from "../../../http/app-error.ts";
import { route } from "../../../http/route.ts";

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * NODE_ENV=test only, from this machine only: grants the admin role as `npm run admin -- grant`
 * does, for the browser tests, whose server holds the PGlite database the command would open.
 */
export async function testAdminGrantRoute(app: FastifyInstance) {
  route(
    app,
    grantTestAdmin,
    {
      guard: async ({ request }) => {
        if (!loopback.has(request.socket.remoteAddress ?? "")) {
          throw new AppError("not_found", { message: "test route, loopback only" });
        }
      },
    },
    async ({ body }) => {
      try {
        return { email: (await grantAdmin(app.db, body.email)).email };
      } catch (error) {
        if (error instanceof UnknownAccountError)
          throw new AppError("not_found", { message: error.message });
        throw error;
      }
    },
  );
}
