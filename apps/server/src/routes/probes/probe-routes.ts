import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  getLiveness,
  getReadiness,
  type ReadinessResponse,
} from "@frontalier/shared/contracts/health";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { OfferIndex } from "../../catalogue/podium/offer-index.ts";
import type { Database } from "../../db/open-database.ts";
import { route } from "../../http/route.ts";

export interface ProbeOptions {
  database: Database;
  offerIndex?: OfferIndex | undefined;
  /** Pings Redis (absent: none configured). */
  pingRedis?: (() => Promise<void>) | undefined;
  /** True once the instance is shutting down (SIGTERM). */
  isDraining: () => boolean;
}

const PING_TIMEOUT_MS = 1000;
const journal = resolve(import.meta.dirname, "../../../drizzle/meta/_journal.json");

/** How many migrations this build has (its journal's entries). */
const migrationsOfBuild = (): number =>
  (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * Issue 27, for orchestrators and proxies: `/livez` (the process answers) and `/readyz` (this
 * instance can serve: migrations applied, database and Redis answering, offer index filled, not
 * shutting down). Outside `/api/` as orchestrators expect; neither is rate limited nor logged
 * beyond the access log, and each check is bounded in time.
 */
export async function probeRoutes(app: FastifyInstance, options: ProbeOptions) {
  const expected = migrationsOfBuild();
  // Migrations never come undone: once all are seen, they are not counted again.
  let migrated = false;

  const migrations = async (): Promise<"ok" | "pending" | "down"> => {
    if (migrated) return "ok";
    try {
      const result = await within(
        options.database.db.execute(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        ),
        PING_TIMEOUT_MS,
      );
      const rows = (result as unknown as { rows: { applied: number }[] }).rows;
      migrated = (rows[0]?.applied ?? 0) >= expected;
      return migrated ? "ok" : "pending";
    } catch {
      return "down";
    }
  };

  route(app, getLiveness, async ({ reply }) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const };
  });

  route(app, getReadiness, async ({ reply }) => {
    reply.header("cache-control", "no-store");
    const [database, applied, redis] = await Promise.all([
      options.database.ping(PING_TIMEOUT_MS).then(
        () => "ok" as const,
        () => "down" as const,
      ),
      migrations(),
      options.pingRedis
        ? within(options.pingRedis(), PING_TIMEOUT_MS).then(
            () => "ok" as const,
            () => "down" as const,
          )
        : undefined,
    ]);
    const state = options.offerIndex?.state;
    const offerIndex =
      state === undefined || state === "off" ? "off" : state === "ready" ? "ok" : "warming";
    const checks: ReadinessResponse["checks"] = {
      migrations: applied,
      database,
      ...(redis ? { redis } : {}),
      offerIndex,
    };
    // An index turned off by its setting is fine; one that lost its connection is "off" too and
    // the podium reads the database meanwhile, so only warming holds traffic back.
    const ready =
      database === "ok" && applied === "ok" && (redis ?? "ok") === "ok" && offerIndex !== "warming";
    const status = options.isDraining() ? "draining" : ready ? "ready" : "not_ready";
    if (status !== "ready") reply.code(503);
    return { status, checks } satisfies ReadinessResponse;
  });
}
