import {
  type CrossBorderSetting,
  MAX_TRAVELLERS,
  resolveCrossBorderSetting,
} from "@frontalier/shared/cross-border/setting";
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
  const home = text(profile.home) ?? "FR";
  return {
    profileId: profile.iProfile,
    basketId: profile.iBasket,
    basketPosition: typeof profile.sIndex === "number" ? profile.sIndex : 0,
    countryLanguage: text(profile.sPaysLangue),
    homeCountry: text(profile.sPaysFav),
    home,
    countries: Array.isArray(profile.countries)
      ? profile.countries.filter((code) => typeof code === "string")
      : [],
    crossBorder: readCrossBorder(profile.crossBorder, home),
    familyMember: profile.familyMember === true,
  };
}

/** Issue 25: the setting as answered, the home's default for any part missing or malformed. */
function readCrossBorder(setting: unknown, home: string): CrossBorderSetting {
  const value = isRecord(setting) ? setting : {};
  const flag = (part: unknown) => (typeof part === "boolean" ? part : null);
  const travellers = value.travellers;
  return resolveCrossBorderSetting(
    {
      carryHome: flag(value.carryHome),
      travellers:
        Number.isInteger(travellers) &&
        (travellers as number) >= 1 &&
        (travellers as number) <= MAX_TRAVELLERS
          ? (travellers as number)
          : null,
      splitPurchases: flag(value.splitPurchases),
    },
    home,
  );
}
