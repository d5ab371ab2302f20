import { z } from "zod";

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
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
