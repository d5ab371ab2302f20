import type { FastifyInstance, RouteOptions } from "fastify";
import type { Method } from "./cookie-client.ts";

export interface ApiRoute {
  method: Method;
  url: string;
  config: NonNullable<RouteOptions["config"]>;
}

/** Every API route of the app, one entry per method, discovered from the app itself. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return app.routeTable
    .filter((route) => route.url.startsWith("/api/"))
    .flatMap((route: RouteOptions) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method): method is Method => method !== "HEAD" && method !== "OPTIONS")
        .map((method) => ({ method, url: route.url, config: route.config ?? {} })),
    );
}
