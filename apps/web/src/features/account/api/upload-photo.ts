import { updateProfilePhoto } from "@frontalier/shared/contracts/profile";
import { call } from "../../../lib/api/call";
import { rethrowUpdateError } from "./update-error";

/** A resized data URL, or null for the default avatar. */
export const uploadPhoto = (photo: string | null) =>
  call(updateProfilePhoto, { body: { photo } }).catch(rethrowUpdateError);
