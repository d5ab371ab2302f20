import { relative } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { cacheControlFor } from "./cache-control.ts";

/** The web build's service worker (apps/web/build/service-worker.ts). */
const SERVICE_WORKER_FILE = "sw.js";

/**
 * Serves the web build. Files are listed once at start (`wildcard: false`), so a path that is not
 * a file goes straight to the SPA fallback without touching the disk.
 */
export async function registerStaticFiles(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The SPA fallback serves index.html from memory, with the app configuration filled in.
    globIgnore: ["index.html", "index.html.br", "index.html.gz"],
    setHeaders(res, path) {
      const file = relative(root, path);
      res.setHeader("cache-control", cacheControlFor(file));
      // The service worker at the root controls the whole origin (decision 041).
      if (file.replace(/\.(br|gz)$/, "") === SERVICE_WORKER_FILE) {
        res.setHeader("service-worker-allowed", "/");
      }
    },
  });
}
