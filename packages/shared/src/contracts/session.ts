import { z } from "zod";
import { crossBorderSettingSchema } from "./cross-border-setting.ts";
import { defineEndpoint } from "./endpoint.ts";

/** Spec §3: the signed-in user held in the session. */
export const sessionUserSchema = z.object({
  iProfile: z.number().int().positive(),
  sPrenom: z.string(),
  sNom: z.string(),
  sPhoto: z.string().nullable(),
  sTypeAccount: z.string().default("EMAIL"),
  /** End of the premium entitlement (brief §4); null or absent: no premium. */
  premiumUntil: z.string().nullable().optional(),
  /** Present (true) for an account with the admin role: the profile page links to /admin. */
  admin: z.literal(true).optional(),
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
  /** Issue 25: the podium's and the wishlist's default for carrying purchases home. */
  crossBorder: crossBorderSettingSchema.optional(),
  /** Decision 045: the podium's and the wishlist's default for member prices. */
  familyMember: z.boolean().optional(),
});

export type SessionProfile = z.infer<typeof sessionProfileSchema>;

/** GET /api/_auth/session: "Response has a user field" (spec §7); `profile` is ours. */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  profile: sessionProfileSchema.nullable().default(null),
});

export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** What the calls that sign someone in answer: the session's user. */
export const signedInResponseSchema = z.object({ user: sessionUserSchema });

export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

/** The first call of a browser: a visitor without a profile gets a guest (spec §4). */
export const getSession = defineEndpoint({
  method: "GET",
  path: "/api/_auth/session",
  response: sessionResponseSchema,
  access: "profile",
});

/** Ends this browser's session and clears the cookies the server set (nobody signed in: the same). */
export const endSession = defineEndpoint({
  method: "DELETE",
  path: "/api/_auth/session",
  response: z.void(),
  access: "anyone",
});

/** Spec §7 logout: the same as ending the session. */
export const logout = defineEndpoint({
  method: "POST",
  path: "/api/logout",
  response: z.void(),
  access: "anyone",
});
