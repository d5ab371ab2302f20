import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import type { Database } from "../src/db/open-database.ts";
import { testConfig } from "./config.ts";

/** The real app on a test database, quiet, configured by `env` as in production. */
export const buildTestApp = (
  database: Database,
  env: Record<string, string> = {},
): Promise<FastifyInstance> => buildApp(testConfig(env), { database, logger: false });
