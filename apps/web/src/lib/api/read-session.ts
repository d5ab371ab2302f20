import type {
  SessionProfile,
  SessionResponse,
  SessionUser,
} from "@frontalier/shared/contracts/session";
import { isRecord } from "./is-record";

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * The session contract's answer, read without zod (it is the first download's call), with the
 * contract's defaults. Throws on a malformed answer.
 */
export function readSession(data: unknown): SessionResponse {
  const user = isRecord(data) ? data.user : null;
  const profile = isRecord(data) ? data.profile : null;
  return {
    user: user == null ? null : readUser(user),
    profile: profile == null ? null : readProfile(profile),
  };
}

function readUser(user: unknown): SessionUser {
  if (!isRecord(user) || typeof user.iProfile !== "number" || typeof user.sPrenom !== "string") {
    throw new TypeError("Malformed session user");
  }
  return {
    iProfile: user.iProfile,
    sPrenom: user.sPrenom,
    sNom: text(user.sNom) ?? "",
    sPhoto: text(user.sPhoto),
    sTypeAccount: text(user.sTypeAccount) ?? "EMAIL",
    premiumUntil: text(user.premiumUntil),
  };
}

function readProfile(profile: unknown): SessionProfile {
  if (
    !isRecord(profile) ||
    typeof profile.iProfile !== "number" ||
    typeof profile.iBasket !== "number"
  ) {
    throw new TypeError("Malformed session profile");
  }
  return {
    iProfile: profile.iProfile,
    iBasket: profile.iBasket,
    sIndex: typeof profile.sIndex === "number" ? profile.sIndex : 0,
    sPaysLangue: text(profile.sPaysLangue),
    sPaysFav: text(profile.sPaysFav),
    home: text(profile.home) ?? "FR",
    countries: Array.isArray(profile.countries)
      ? profile.countries.filter((code) => typeof code === "string")
      : [],
  };
}
