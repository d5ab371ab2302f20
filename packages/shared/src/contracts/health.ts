import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["ok", "down"]),
  version: z.string(),
  /** The podium's in-memory offers (absent when turned off): filling up at start, then ready. */
  offerIndex: z
    .object({
      state: z.enum(["off", "warming", "ready"]),
      articles: z.number().int(),
      /** How long the last start-up fill took. */
      warmMs: z.number().int().nullable(),
    })
    .optional(),
  /**
   * The prices the scheduled refresh keeps fresh (counted at most once a minute): articles in a
   * wishlist, under an alert or opened in the last days, and those with a price (in one of the
   * retailer's European countries) missing or older than the TTL.
   */
  watched: z
    .object({
      watchedArticles: z.number().int(),
      staleArticles: z.number().int(),
      prices: z.number().int(),
      stalePrices: z.number().int(),
      ttlHours: z.number(),
      checkedAt: z.string(),
    })
    .optional(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** For load balancers and uptime checks: the same body with 503 while the database is down. */
export const getHealth = defineEndpoint({
  method: "GET",
  path: "/api/health",
  response: healthResponseSchema,
  access: "anyone",
});

/** `GET /livez`: the process answers (nothing else is checked: a restart would not help). */
export const getLiveness = defineEndpoint({
  method: "GET",
  path: "/livez",
  response: z.object({ status: z.literal("ok") }),
  access: "anyone",
});

const check = z.enum(["ok", "down", "pending", "warming", "off"]);

export const readinessResponseSchema = z.object({
  status: z.enum(["ready", "not_ready", "draining"]),
  checks: z.object({
    /** Every migration of this build applied. */
    migrations: check,
    database: check,
    /** Absent when no Redis is configured. */
    redis: check.optional(),
    /** The podium's offers in memory: `warming` until the start-up fill ends, `off` if turned off. */
    offerIndex: check,
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/**
 * `GET /readyz`: whether this instance should get traffic (503 otherwise, with the same body):
 * migrations applied, database and Redis reachable, offer index filled, and not shutting down
 * (a stopping instance says so first, then drains).
 */
export const getReadiness = defineEndpoint({
  method: "GET",
  path: "/readyz",
  response: readinessResponseSchema,
  access: "anyone",
});
