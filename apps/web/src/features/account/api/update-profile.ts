import { type ProfileUpdate, profileInfoSchema } from "@frontalier/shared/contracts/identity";
import { apiRequest } from "../../../lib/api-client";
import { rethrowUpdateError } from "./update-error";

/** `PUT /api/update-info-profil/{id}` (spec §7); rethrows with the fallback (spec §8). */
export const updateProfile = (iProfile: number, change: ProfileUpdate) =>
  apiRequest(`/api/update-info-profil/${iProfile}`, {
    method: "PUT",
    body: change,
    schema: profileInfoSchema,
  }).catch(rethrowUpdateError);
