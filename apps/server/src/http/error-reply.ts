import type { ErrorBody } from "@frontalier/shared/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppError } from "./app-error.ts";
import { errorMessage } from "./error-messages.ts";
import { requestLocale } from "./request-locale.ts";

/** The JSON body of every error reply, its message in the language of the request. */
export function errorBody(error: AppError, request: FastifyRequest): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.userMessage ?? errorMessage(error.code, requestLocale(request)),
      requestId: request.id,
      ...(error.issues ? { issues: error.issues } : {}),
    },
  };
}

export function sendError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error.retryAfterS !== undefined) reply.header("retry-after", String(error.retryAfterS));
  return reply
    .code(error.status)
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send(errorBody(error, request));
}
