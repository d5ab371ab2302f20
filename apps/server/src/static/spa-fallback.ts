import { matchRoute } from "@frontalier/shared/routes";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../http/app-error.ts";
import { NEVER_STORE } from "./cache-control.ts";
import type { WebIndex } from "./load-web-index.ts";

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/**
 * Fastify's not-found handler. A page of the app gets index.html, with 404 when no route of the
 * app (or its check) accepts the path, so that crawlers and tests see what the app will render.
 * API paths and other methods get a JSON 404.
 */
export function spaFallback(index: WebIndex | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    const isPage = (request.method === "GET" || request.method === "HEAD") && !isApiPath(pathname);
    if (!isPage) {
      throw new AppError("not_found", { message: `no route for ${request.method} ${pathname}` });
    }
    if (!index) {
      throw new AppError("service_unavailable", {
        message: "no index.html in WEB_DIST_DIR",
        userMessage: "The web app is not built. Run `npm run build`, then restart the server.",
      });
    }
    const found = pathname === "/index.html" || matchRoute(pathname).kind === "ok";
    return reply
      .code(found ? 200 : 404)
      .header("cache-control", NEVER_STORE)
      .type("text/html; charset=utf-8")
      .send(index.html);
  };
}
