import type { FastifyInstance } from "fastify";
import { sendError } from "./error-reply.ts";
import { toAppError } from "./to-app-error.ts";

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown, request, reply) => {
    const error = toAppError(thrown);
    if (error.code === "internal") {
      request.log.error({ err: thrown }, "request failed");
    } else if (error.status >= 500) {
      request.log.warn({ code: error.code, reason: error.message }, "request not served");
    } else {
      request.log.info({ code: error.code, reason: error.message }, "request rejected");
    }
    return sendError(error, request, reply);
  });
}
