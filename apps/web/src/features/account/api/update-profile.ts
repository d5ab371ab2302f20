import type { ProfileUpdate } from "@frontalier/shared/contracts/identity";
import { updateProfileInfo } from "@frontalier/shared/contracts/profile";
import { call } from "../../../lib/api/call";
import { rethrowUpdateError } from "./update-error";

/** Spec §7 update-info-profil; rethrows with the fallback (spec §8). */
export const updateProfile = (profileId: number, change: ProfileUpdate) =>
  call(updateProfileInfo, { params: { id: profileId }, body: change }).catch(rethrowUpdateError);
