import { joinCountryLanguage } from "@frontalier/shared/identity";
import type { PhotoChange } from "../photo-change";
import { type AccountProfile, toAccountProfile } from "./account-profile";
import { updateFavourites } from "./update-favourites";
import { updateProfile } from "./update-profile";
import { uploadPhoto } from "./upload-photo";

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  home: string;
  language: string;
  favourites: readonly string[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code, index) => code === b[index]);

/**
 * The profile form's three calls in turn: fields (spec §7 update-info-profil; the language is
 * kept as `CC/LL` with the home country), then the favourites and the photo when they changed.
 * Each rethrows (spec §8); the answer of the last one is the profile as saved.
 */
export async function saveProfile(
  profile: AccountProfile,
  changes: ProfileChanges,
  photo: PhotoChange,
): Promise<AccountProfile> {
  let saved = await updateProfile(profile.profileId, {
    sPrenom: changes.firstName.trim(),
    sNom: changes.lastName.trim(),
    sPaysFav: changes.home,
    sPaysLangue: joinCountryLanguage(changes.home, changes.language),
  });
  if (!sameList(profile.favouriteCountries, changes.favourites)) {
    saved = await updateFavourites(profile.profileId, changes.favourites);
  }
  if (photo.kind !== "keep") {
    saved = await uploadPhoto(photo.kind === "set" ? photo.dataUrl : null);
  }
  return toAccountProfile(saved);
}
