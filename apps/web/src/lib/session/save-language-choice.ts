import { anyResponse, apiRequest } from "../api-client";
import { getSession, updateSessionProfile } from "./session-store";

/**
 * Spec §3: on a language change, sPaysLangue becomes `LL/LL` from the chosen language code, and
 * the profile keeps it (so that e-mails come in that language too). A failure is only logged.
 */
export function saveLanguageChoice(language: string): void {
  const profile = getSession().profile;
  if (!profile) return;
  const sPaysLangue = `${language}/${language}`.toUpperCase();
  updateSessionProfile({ sPaysLangue });
  apiRequest(`/api/update-info-profil/${profile.iProfile}`, {
    method: "PUT",
    body: { sPaysLangue },
    schema: anyResponse,
  }).catch((error: unknown) => console.warn("Language choice not saved", error));
}
