import { z } from "zod";

/** Spec §3: the signed-in user held in the session. */
export const sessionUserSchema = z.object({
  iProfile: z.number().int().positive(),
  sPrenom: z.string(),
  sNom: z.string(),
  sPhoto: z.string().nullable(),
  sTypeAccount: z.string().default("EMAIL"),
  /** End of the premium entitlement (brief §4); null or absent: no premium. */
  premiumUntil: z.string().nullable().optional(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * What the app needs of the current profile, guest or user, on every page: the guest redirect
 * (spec §4), the wishlist link (spec §2) and the countries and currency of the podium.
 */
export const sessionProfileSchema = z.object({
  iProfile: z.number().int().positive(),
  iBasket: z.number().int().positive(),
  sIndex: z.number().int(),
  sPaysLangue: z.string().nullable(),
  sPaysFav: z.string().nullable(),
  home: z.string(),
  /** The current basket's picklist, home first. */
  countries: z.array(z.string()),
});

export type SessionProfile = z.infer<typeof sessionProfileSchema>;

/** GET /api/_auth/session: "Response has a user field" (spec §7); `profile` is ours. */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  profile: sessionProfileSchema.nullable().default(null),
});

export type SessionResponse = z.infer<typeof sessionResponseSchema>;
