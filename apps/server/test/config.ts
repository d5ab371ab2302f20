import { join } from "node:path";
import { type Config, loadConfig } from "../src/config/load-config.ts";

/** A directory that never exists, so that tests do not depend on a local web build. */
export const MISSING_WEB_DIST = join(import.meta.dirname, "no-web-dist");

export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", WEB_DIST_DIR: MISSING_WEB_DIST, ...env });
