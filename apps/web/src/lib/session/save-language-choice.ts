import { call } from "../api/call";
import { profileFieldsUpdate } from "../api/schema-free-endpoints";
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
  call(profileFieldsUpdate, { params: { id: profile.iProfile }, body: { sPaysLangue } }).catch(
    (error: unknown) => console.warn("Language choice not saved", error),
  );
}
