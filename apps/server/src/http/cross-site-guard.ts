import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request that a browser sent from another site (CSRF). Browsers say
 * where a request comes from in `Origin` (every POST, PUT, PATCH, DELETE) and `Sec-Fetch-Site`;
 * a request with neither does not come from a browser page, so it cannot ride a visitor's cookies.
 * SameSite=Lax cookies are the second line. Throws; synchronous, for the app's one onRequest hook.
 *
 * Whatever the path: the raw target is not what the router matches (`/%61pi/…` and the
 * absolute form `http://host/api/…` reach `/api/…` routes), and no route of ours takes a
 * state-changing request from another site's page.
 */
export function crossSiteGuard(allowedOrigins: (request: FastifyRequest) => readonly string[]) {
  return (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") {
      throw new AppError("cross_site_request", { message: `sec-fetch-site ${site}` });
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins(request).includes(origin)) {
      throw new AppError("cross_site_request", { message: `origin ${origin}` });
    }
  };
}

/** This server's own origin as the browser sees it: PUBLIC_URL, else the request's host. */
export const ownOrigins =
  (publicUrl: string | undefined) =>
  (request: FastifyRequest): readonly string[] => {
    const own = `${request.protocol}://${request.host}`;
    return publicUrl ? [new URL(publicUrl).origin, own] : [own];
  };
