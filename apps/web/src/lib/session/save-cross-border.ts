import type { ProfileInfo } from "@frontalier/shared/contracts/identity";
import type { CrossBorderSetting } from "@frontalier/shared/cross-border/setting";
import { call } from "../api/call";
import { updateSessionProfile } from "./session-store";

/** The profile contract (and zod) on the first save: a podium paints without them (decision 046). */
const profileContract = () => import("@frontalier/shared/contracts/profile");

/**
 * Issue 25: keeps the cross-border setting with the profile (guest or account) through spec §7
 * update-info-profil; the session then holds the setting as saved, which the podium and the
 * wishlist read as their default.
 */
export async function saveCrossBorder(
  profileId: number,
  change: Partial<CrossBorderSetting>,
): Promise<ProfileInfo> {
  const saved = await call((await profileContract()).updateProfileInfo, {
    params: { id: profileId },
    body: { crossBorder: change },
  });
  updateSessionProfile({ crossBorder: saved.crossBorder });
  return saved;
}
