import { z } from "zod";

/** Spec §3: the signed-in user held in the session. */
export const sessionUserSchema = z.object({
  iProfile: z.number().int().positive(),
  sPrenom: z.string(),
  sNom: z.string(),
  sPhoto: z.string().nullable(),
  sTypeAccount: z.string().default("EMAIL"),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/_auth/session: "Response has a user field" (spec §7). */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

export type SessionResponse = z.infer<typeof sessionResponseSchema>;
