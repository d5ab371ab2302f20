import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/** Issue 27: what the admin page lists of each log (the newest rows, newest first). */
export const ADMIN_LIST_LIMIT = 50;
/** Rejected lines kept with each feed import (the report lists more; the first ones say enough). */
export const ADMIN_LISTED_REJECTIONS = 20;

const instant = z.iso.datetime({ offset: true });

export const adminFeedImportSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  format: z.string().nullable(),
  dryRun: z.boolean(),
  finishedAt: instant,
  elapsedMs: z.number().int(),
  rowsRead: z.number().int(),
  inserted: z.number().int(),
  unchanged: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  rejectedByCode: z.record(z.string(), z.number().int()),
  /** The first rejected lines of the file, with the reason of each. */
  rejections: z.array(z.object({ line: z.number().int(), code: z.string(), reason: z.string() })),
  /** Why the import stopped before its end; null when it ran through. */
  error: z.string().nullable(),
});
export type AdminFeedImport = z.infer<typeof adminFeedImportSchema>;

export const adminStoreRefreshSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  finishedAt: instant,
  ok: z.boolean(),
  stores: z.number().int().nullable(),
  rejected: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type AdminStoreRefresh = z.infer<typeof adminStoreRefreshSchema>;

export const adminJobRunSchema = z.object({
  job: z.string(),
  startedAt: instant,
  finishedAt: instant.nullable(),
  /** null while the run is under way. */
  outcome: z.enum(["ok", "failed"]).nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  lastSuccessAt: instant.nullable(),
  runs: z.number().int(),
  failures: z.number().int(),
});
export type AdminJobRun = z.infer<typeof adminJobRunSchema>;

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  locale: z.string(),
  createdAt: instant,
  /** null while the mail to the team has not gone out. */
  mailedAt: instant.nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const breakerStateSchema = z.enum(["closed", "open", "half_open"]);
export type BreakerStateName = z.infer<typeof breakerStateSchema>;

export const adminBreakersSchema = z.object({
  /** False when this server has no retailer connector (its podiums show what is stored). */
  connected: z.boolean(),
  /** Each market's circuits on this instance (each instance keeps its own). */
  countries: z.array(
    z.object({
      country: z.string(),
      product: breakerStateSchema,
      search: breakerStateSchema,
      /** Until when the retailer's Retry-After asked us to wait; null: no wait. */
      heldUntil: instant.nullable(),
    }),
  ),
});
export type AdminBreakers = z.infer<typeof adminBreakersSchema>;

/**
 * NODE_ENV=test only, from this machine only: the admin role given as `npm run admin -- grant`
 * gives it (the browser tests' server holds its PGlite, which the command cannot open meanwhile).
 */
export const grantTestAdmin = defineEndpoint({
  method: "POST",
  path: "/api/test/admin-grants",
  body: z.object({ email: z.string().trim().min(3).max(254) }),
  response: z.object({ email: z.string() }),
  access: "anyone",
});

/** Price feeds imported with `npm run import`, with their first rejected lines. */
export const listAdminFeedImports = defineEndpoint({
  method: "GET",
  path: "/api/admin/feed-imports",
  response: z.array(adminFeedImportSchema),
  access: "admin",
});

/** Each country's store-list refreshes from the retailer (weekly job or `npm run import:stores`). */
export const listAdminStoreRefreshes = defineEndpoint({
  method: "GET",
  path: "/api/admin/store-refreshes",
  response: z.array(adminStoreRefreshSchema),
  access: "admin",
});

/** Each scheduled job's last run, whichever instance ran it. */
export const listAdminJobRuns = defineEndpoint({
  method: "GET",
  path: "/api/admin/jobs",
  response: z.array(adminJobRunSchema),
  access: "admin",
});

/** The contact form's messages, newest first. */
export const listAdminContactMessages = defineEndpoint({
  method: "GET",
  path: "/api/admin/contact-messages",
  response: z.array(adminContactMessageSchema),
  access: "admin",
});

/** The retailer connector's circuit breakers on the instance that answers. */
export const getAdminBreakers = defineEndpoint({
  method: "GET",
  path: "/api/admin/breakers",
  response: adminBreakersSchema,
  access: "admin",
});
