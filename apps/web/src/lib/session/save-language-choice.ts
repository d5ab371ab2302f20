import { saveCountryLanguage } from "./api/profile-choices";
import { getSession, updateSessionProfile } from "./session-store";

/**
 * Spec §3: on a language change, the country and language choice becomes `LL/LL` from the chosen
 * language code, and the profile keeps it (so that e-mails come in that language too). A failure
 * is only logged.
 */
export function saveLanguageChoice(language: string): void {
  const profile = getSession().profile;
  if (!profile) return;
  const countryLanguage = `${language}/${language}`.toUpperCase();
  updateSessionProfile({ countryLanguage });
  saveCountryLanguage(profile.profileId, countryLanguage).catch((error: unknown) =>
    console.warn("Language choice not saved", error),
  );
}
