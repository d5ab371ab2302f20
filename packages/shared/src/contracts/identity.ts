import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../identity.ts";
import { crossBorderSettingSchema, crossBorderUpdateSchema } from "./cross-border-setting.ts";
import { defineEndpoint } from "./endpoint.ts";
import { recordIdSchema } from "./record-id.ts";
import { signedInResponseSchema } from "./session.ts";

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: "must be an e-mail address" }))
  .transform((value) => value.toLowerCase());

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

const personName = z.string().trim().max(80);

const countryLanguage = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}\/[A-Z]{2}$/, "must look like FR/FR");

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "must be a two-letter country code");

/** `POST /api/user-signup` (spec §7): the answer never says whether the address had an account. */
export const signupRequestSchema = z.object({
  email,
  password,
  sPrenom: personName.min(1, "must not be empty"),
  sNom: personName.default(""),
  sPaysLangue: countryLanguage.optional(),
  sPaysFav: countryCode.optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email,
  // Any length is checked against the hash; the length rules apply when a password is chosen.
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const passwordResetRequestSchema = z.object({ email });
export const tokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{32,64}$/, "invalid link");
export const passwordResetConfirmSchema = z.object({ token: tokenSchema, password });
export const verifyEmailRequestSchema = z.object({ token: tokenSchema });

/** What the sign-up, reset and resend calls answer whatever happened (202). */
export const checkEmailResponseSchema = z.object({ status: z.literal("check-email") });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

/** An OpenID Connect provider offered on the sign-in pages. */
export const authProviderSchema = z.object({ id: z.string(), name: z.string() });
export const authProvidersResponseSchema = z.object({ providers: z.array(authProviderSchema) });
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** `/auth/callback` hands the provider's answer (its query string) to the server. */
export const providerCallbackRequestSchema = z.object({
  search: z.string().max(4096),
});
export type ProviderCallbackRequest = z.input<typeof providerCallbackRequestSchema>;

/** The provider in `/api/auth/oidc/{provider}/start`: an id of `OIDC_PROVIDERS`. */
export const providerParamsSchema = z.object({
  provider: z.string().regex(/^[a-z0-9-]{1,32}$/, "must be a provider id"),
});

/** `POST /api/auth/oidc/callback`: who is now signed in. */
export const providerCallbackResponseSchema = signedInResponseSchema;
export type ProviderCallbackResponse = z.infer<typeof providerCallbackResponseSchema>;

export const profileUpdateSchema = z
  .object({
    sPrenom: personName.min(1, "must not be empty"),
    sNom: personName,
    sPaysLangue: countryLanguage,
    sPaysFav: countryCode,
    /** Issue 25: carrying purchases home, travellers, splitting (any home may keep one). */
    crossBorder: crossBorderUpdateSchema,
    /** Decision 045: the shopper is an IKEA Family member (member prices count). */
    familyMember: z.boolean(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** `PUT /api/profile/update-list/{id}` (spec §7): the profile's favourite countries. */
export const profileListUpdateSchema = z.object({
  sListPays: z.union([z.string().max(200), z.array(z.string().max(8)).max(40)]),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  newPassword: password,
});

export const accountDeletionSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirm: z.literal("DELETE"),
});

/** A photo the browser has resized: a data URL of at most about 200 KB. */
export const PHOTO_MAX_BYTES = 200_000;
export const photoUploadSchema = z.object({
  photo: z
    .string()
    .max(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 64)
    .regex(
      /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/,
      "must be a PNG, JPEG or WebP image",
    )
    .nullable(),
});

export const basketSummarySchema = z.object({
  iBasket: z.number().int(),
  sIndex: z.number().int(),
  sName: z.string(),
  currentPaysList: z.string(),
  articleCount: z.number().int(),
});
export type BasketSummary = z.infer<typeof basketSummarySchema>;

/** `GET /api/get-info-profil` (spec §7): the profile, its current basket and its baskets. */
export const profileInfoSchema = z.object({
  iProfile: z.number().int(),
  isGuest: z.boolean(),
  sPrenom: z.string(),
  sNom: z.string(),
  sPhoto: z.string().nullable(),
  sTypeAccount: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  sPaysLangue: z.string().nullable(),
  sPaysFav: z.string().nullable(),
  sListPays: z.string(),
  home: z.string(),
  /** Issue 25: the cross-border setting in force (chosen, or the home's default). */
  crossBorder: crossBorderSettingSchema,
  /** Decision 045: says they are an IKEA Family member (false until they say so). */
  familyMember: z.boolean().optional(),
  iBasket: z.number().int(),
  sIndex: z.number().int(),
  baskets: z.array(basketSummarySchema),
  providers: z.array(z.string()),
  createdAt: z.string(),
});
export type ProfileInfo = z.infer<typeof profileInfoSchema>;

/** `GET /api/get-basket-user` (spec §7). */
export const basketListResponseSchema = z.object({ data: z.array(basketSummarySchema) });

/** `?iBasket=` of the picklist calls (spec §7). */
export const basketQuerySchema = z.object({ iBasket: recordIdSchema });

const countryList = z.union([z.string().max(200), z.array(z.string().max(8)).max(40)]);
export const picklistRemoveSchema = z.object({ paysToRemove: countryList });
export const picklistAddSchema = z.object({ paysToAdd: countryList });
export const picklistSetSchema = z.object({ sPaysListe: countryList });

/** Every picklist call answers with the basket's list as it now is. */
export const picklistResponseSchema = z.object({
  iBasket: z.number().int(),
  sPaysListe: z.string(),
  home: z.string(),
});
export type PicklistResponse = z.infer<typeof picklistResponseSchema>;

/** Spec §7 sign-up: 202 whatever happened; the mail says what to do next. */
export const signUp = defineEndpoint({
  method: "POST",
  path: "/api/user-signup",
  body: signupRequestSchema,
  response: checkEmailResponseSchema,
  access: "anyone",
});

/** The link of the confirmation mail: the address is proved and its owner signed in. */
export const verifyEmail = defineEndpoint({
  method: "POST",
  path: "/api/auth/verify-email",
  body: verifyEmailRequestSchema,
  response: signedInResponseSchema,
  access: "anyone",
});

export const logIn = defineEndpoint({
  method: "POST",
  path: "/api/auth/login",
  body: loginRequestSchema,
  response: signedInResponseSchema,
  access: "anyone",
});

/** 202 whether or not the address has an account. */
export const requestPasswordReset = defineEndpoint({
  method: "POST",
  path: "/api/auth/password-reset",
  body: passwordResetRequestSchema,
  response: checkEmailResponseSchema,
  access: "anyone",
});

/** The reset link's page: a new password, every other session ended, this one signed in. */
export const confirmPasswordReset = defineEndpoint({
  method: "POST",
  path: "/api/auth/password-reset/confirm",
  body: passwordResetConfirmSchema,
  response: signedInResponseSchema,
  access: "anyone",
});

export const listAuthProviders = defineEndpoint({
  method: "GET",
  path: "/api/auth/providers",
  response: authProvidersResponseSchema,
  access: "anyone",
});

/** Opened in the sign-in popup: a redirect to the provider (or back to `/auth/callback?error=`). */
export const startProviderSignIn = defineEndpoint({
  method: "GET",
  path: "/api/auth/oidc/:provider/start",
  params: providerParamsSchema,
  response: { kind: "redirect" },
  access: "anyone",
});

export const completeProviderSignIn = defineEndpoint({
  method: "POST",
  path: "/api/auth/oidc/callback",
  body: providerCallbackRequestSchema,
  response: providerCallbackResponseSchema,
  access: "anyone",
});
