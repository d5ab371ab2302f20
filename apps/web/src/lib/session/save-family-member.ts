import type { ProfileInfo } from "@frontalier/shared/contracts/identity";
import { call } from "../api/call";
import { updateSessionProfile } from "./session-store";

/** The profile contract (and zod) on the first save: a podium paints without them (decision 046). */
const profileContract = () => import("@frontalier/shared/contracts/profile");

/**
 * Decision 045: keeps "I am an IKEA Family member" with the profile (guest or account) through
 * spec §7 update-info-profil, as the cross-border setting is kept; the session then holds it, and
 * the podium and the wishlist read it as their default.
 */
export async function saveFamilyMember(profileId: number, member: boolean): Promise<ProfileInfo> {
  const saved = await call((await profileContract()).updateProfileInfo, {
    params: { id: profileId },
    body: { familyMember: member },
  });
  updateSessionProfile({ familyMember: saved.familyMember === true });
  return saved;
}
