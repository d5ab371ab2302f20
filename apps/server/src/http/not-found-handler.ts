import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/** What no route takes: GET pages are taken by the SPA fallback, so this is the API's JSON 404. */
export async function notFoundHandler(request: FastifyRequest, _reply: FastifyReply) {
  const pathname = request.url.split("?", 1)[0];
  throw new AppError("not_found", { message: `no route for ${request.method} ${pathname}` });
}
