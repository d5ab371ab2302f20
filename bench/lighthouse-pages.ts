/**
 * Only the Lighthouse figures (`/` and a podium), without the rest of the bench:
 * `WEB_DIST_DIR=<built app> node --import tsx bench/lighthouse-pages.ts` (default: apps/web/dist).
 * Prints the same JSON as `npm run bench` would for these two figures.
 */

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { shopperCookieHeader } from "./lib/shopper.ts";
import { startServer } from "./lib/start-server.ts";
import { measureLighthouse, measurePodiumLighthouse } from "./lighthouse.ts";

const root = resolve(import.meta.dirname, "..");
const data = await mkdtemp(join(tmpdir(), "frontalier-lighthouse-"));
const server = await startServer({
  name: "app",
  entry: "apps/server/src/main.ts",
  cwd: root,
  // A first start seeds the sample catalogue: a minute or more on a loaded box.
  readyTimeoutMs: 240_000,
  env: {
    NODE_ENV: "production",
    // Measured offline: the bundled ECB snapshot, never the ECB's daily file.
    ECB_RATES_URL: "off",
    LOG_LEVEL: "warn",
    DATA_DIR: data,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(root, "apps/web/dist"),
  },
});
try {
  const cookie = await shopperCookieHeader(server.origin);
  const lighthouse = await measureLighthouse(`${server.origin}/`, {
    extraHeaders: { Cookie: cookie },
  });
  const lighthousePodium = await measurePodiumLighthouse(server.origin, cookie);
  process.stdout.write(`${JSON.stringify({ lighthouse, lighthousePodium }, null, 2)}\n`);
} finally {
  await server.stop();
  await rm(data, { recursive: true, force: true });
}
