import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import {
  accountDeletionSchema,
  passwordChangeSchema,
  photoUploadSchema,
  profileInfoSchema,
  profileListUpdateSchema,
  profileUpdateSchema,
} from "./identity.ts";
import { RECORD_ID_MAX } from "./record-id.ts";

/**
 * `:id` of the spec §7 profile calls: the requester's own profile id. Read leniently (`z.coerce`),
 * as these calls always have: any other id is a 404 anyway.
 */
export const profileIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(RECORD_ID_MAX),
});

/** A profile photo's address: the profile and a digest of the image (not guessable). */
export const profilePhotoParamsSchema = profileIdParamsSchema.extend({
  digest: z.string().regex(/^[0-9a-f]{16}$/),
});

const ownProfile = [{ in: "params", name: "id", kind: "profile" }] as const;

/** Spec §7: the profile, its current basket and its baskets. */
export const getProfileInfo = defineEndpoint({
  method: "GET",
  path: "/api/get-info-profil",
  response: profileInfoSchema,
  access: "profile",
});

/** Spec §7: names, language and home country (a guest's cookies follow). */
export const updateProfileInfo = defineEndpoint({
  method: "PUT",
  path: "/api/update-info-profil/:id",
  params: profileIdParamsSchema,
  body: profileUpdateSchema,
  response: profileInfoSchema,
  access: "profile",
  owned: ownProfile,
});

/** Spec §7: the profile's favourite countries. */
export const updateProfileCountries = defineEndpoint({
  method: "PUT",
  path: "/api/profile/update-list/:id",
  params: profileIdParamsSchema,
  body: profileListUpdateSchema,
  response: profileInfoSchema,
  access: "profile",
  owned: ownProfile,
});

/** A new photo (a data URL the browser has resized), or null to remove it. */
export const updateProfilePhoto = defineEndpoint({
  method: "PUT",
  path: "/api/profile/photo",
  body: photoUploadSchema,
  response: profileInfoSchema,
  access: "user",
});

/** The image itself, cached for ever: a new photo has a new digest. */
export const getProfilePhoto = defineEndpoint({
  method: "GET",
  path: "/api/profile-photos/:id/:digest",
  params: profilePhotoParamsSchema,
  response: { kind: "file", contentType: "image/" },
  access: "anyone",
  publicIds: true,
});

/** The account's mail tells its owner; the other devices are signed out. */
export const changePassword = defineEndpoint({
  method: "POST",
  path: "/api/profile/password",
  body: passwordChangeSchema,
  response: z.void(),
  access: "user",
});

export const signOutOtherDevices = defineEndpoint({
  method: "POST",
  path: "/api/profile/sign-out-others",
  response: z.void(),
  access: "user",
});

/** Everything kept about the profile, as a JSON file to save (a plain link, not read by the app). */
export const exportProfileData = defineEndpoint({
  method: "GET",
  path: "/api/profile/export",
  response: { kind: "file", contentType: "application/json" },
  access: "profile",
});

/** The profile and everything it holds; a password, when the account has one, is asked again. */
export const deleteProfile = defineEndpoint({
  method: "DELETE",
  path: "/api/profile",
  body: accountDeletionSchema,
  response: z.void(),
  access: "profile",
});
