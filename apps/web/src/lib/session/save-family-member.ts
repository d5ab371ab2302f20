import type { ProfileInfo } from "@frontalier/shared/contracts/identity";
import { updateProfileInfo } from "@frontalier/shared/contracts/profile";
import { call } from "../api/call";
import { updateSessionProfile } from "./session-store";

/**
 * Decision 045: keeps "I am an IKEA Family member" with the profile (guest or account) through
 * spec §7 update-info-profil, as the cross-border setting is kept; the session then holds it, and
 * the podium and the wishlist read it as their default.
 */
export async function saveFamilyMember(profileId: number, member: boolean): Promise<ProfileInfo> {
  const saved = await call(updateProfileInfo, {
    params: { id: profileId },
    body: { familyMember: member },
  });
  updateSessionProfile({ familyMember: saved.familyMember === true });
  return saved;
}
