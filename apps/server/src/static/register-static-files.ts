import { relative } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { cacheControlFor } from "./cache-control.ts";

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
      res.setHeader("cache-control", cacheControlFor(relative(root, path)));
    },
  });
}
