import type { CurrentProfile, Session, User } from "../session/session-types";
import { isRecord } from "./is-record";

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * The session contract's answer, read without zod (it is the first download's call), with the
 * contract's defaults, into the app's plain names. Throws on a malformed answer.
 */
export function readSession(data: unknown): Session {
  const user = isRecord(data) ? data.user : null;
  const profile = isRecord(data) ? data.profile : null;
  return {
    user: user == null ? null : readUser(user),
    profile: profile == null ? null : readProfile(profile),
  };
}

/** The session's user (also what the calls that sign someone in answer). */
export function readUser(user: unknown): User {
  if (!isRecord(user) || typeof user.iProfile !== "number" || typeof user.sPrenom !== "string") {
    throw new TypeError("Malformed session user");
  }
  return {
    profileId: user.iProfile,
    firstName: user.sPrenom,
    lastName: text(user.sNom) ?? "",
    photo: text(user.sPhoto),
    accountType: text(user.sTypeAccount) ?? "EMAIL",
    premiumUntil: text(user.premiumUntil),
    ...(user.admin === true ? { admin: true as const } : {}),
  };
}

function readProfile(profile: unknown): CurrentProfile {
  if (
    !isRecord(profile) ||
    typeof profile.iProfile !== "number" ||
    typeof profile.iBasket !== "number"
  ) {
    throw new TypeError("Malformed session profile");
  }
  return {
    profileId: profile.iProfile,
    basketId: profile.iBasket,
    basketPosition: typeof profile.sIndex === "number" ? profile.sIndex : 0,
    countryLanguage: text(profile.sPaysLangue),
    homeCountry: text(profile.sPaysFav),
    home: text(profile.home) ?? "FR",
    countries: Array.isArray(profile.countries)
      ? profile.countries.filter((code) => typeof code === "string")
      : [],
  };
}
