import { profileInfoSchema } from "@frontalier/shared/contracts/identity";
import { apiRequest } from "../../../lib/api-client";
import { rethrowUpdateError } from "./update-error";

/** `PUT /api/profile/photo`: a resized data URL, or null for the default avatar. */
export const uploadPhoto = (photo: string | null) =>
  apiRequest("/api/profile/photo", {
    method: "PUT",
    body: { photo },
    schema: profileInfoSchema,
  }).catch(rethrowUpdateError);
