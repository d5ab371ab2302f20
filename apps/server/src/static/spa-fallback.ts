import { matchRoute } from "@frontalier/shared/routes";
import type { FastifyInstance } from "fastify";
import { AppError } from "../http/app-error.ts";
import { NEVER_STORE } from "./cache-control.ts";
import type { WebIndex } from "./load-web-index.ts";

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/**
 * Every GET that no API route or static file takes gets index.html: 200 for a page of the app,
 * 404 when no route of the app (or its check) accepts the path, so that crawlers see what the app
 * will render. A route rather than the not-found handler, so that the page gets compressed.
 */
export function registerSpaFallback(app: FastifyInstance, index: WebIndex | null) {
  app.get("/*", async (request, reply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    if (isApiPath(pathname)) {
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
  });
}
