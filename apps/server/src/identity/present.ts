import type { ProfileInfo } from "@frontalier/shared/contracts/identity";
import type { SessionProfile, SessionUser } from "@frontalier/shared/contracts/session";
import {
  type CrossBorderSetting,
  resolveCrossBorderSetting,
} from "@frontalier/shared/cross-border/setting";
import { homeCountryOf } from "@frontalier/shared/identity";
import { eq } from "drizzle-orm";
import type { Basket } from "../baskets/baskets.ts";
import { presentBaskets } from "../baskets/present-baskets.ts";
import { isPremium } from "../billing/premium.ts";
import type { AppDb } from "../db/open-database.ts";
import { profilePhotos, providerIdentities } from "../db/schema.ts";
import type { Profile } from "./identity.ts";

/** Where the photo of a profile is served; null for the default avatar. */
export async function photoUrl(db: AppDb, profileId: number): Promise<string | null> {
  const [photo] = await db
    .select({ digest: profilePhotos.digest })
    .from(profilePhotos)
    .where(eq(profilePhotos.profileId, profileId));
  return photo ? `/api/profile-photos/${profileId}/${photo.digest}` : null;
}

/** Spec §3 names of the choices a profile holds. */
const presentChoices = (profile: Profile) => ({
  sPaysLangue: profile.countryLanguage,
  sPaysFav: profile.homeCountry,
  sListPays: (profile.favouriteCountries ?? []).join(","),
});

/** Issue 25: the setting in force, the home's default where the shopper never chose. */
export const presentCrossBorder = (profile: Profile): CrossBorderSetting =>
  resolveCrossBorderSetting(profile, homeCountryOf(profile));

export const presentUser = (profile: Profile, photo: string | null): SessionUser => ({
  iProfile: profile.id,
  sPrenom: profile.firstName,
  sNom: profile.lastName,
  sPhoto: photo,
  sTypeAccount: profile.accountType,
  premiumUntil: isPremium(profile) ? (profile.premiumUntil?.toISOString() ?? null) : null,
  ...(profile.adminSince ? { admin: true as const } : {}),
});

export function presentSessionProfile(profile: Profile, basket: Basket): SessionProfile {
  return {
    iProfile: profile.id,
    iBasket: basket.id,
    sIndex: basket.position,
    sPaysLangue: profile.countryLanguage,
    sPaysFav: profile.homeCountry,
    home: homeCountryOf(profile),
    countries: basket.countries,
    crossBorder: presentCrossBorder(profile),
    familyMember: profile.familyMember ?? false,
  };
}

export async function presentProfileInfo(
  db: AppDb,
  profile: Profile,
  basket: Basket,
): Promise<ProfileInfo> {
  const [photo, baskets, providers] = await Promise.all([
    photoUrl(db, profile.id),
    presentBaskets(db, profile.id),
    db
      .select({ provider: providerIdentities.provider })
      .from(providerIdentities)
      .where(eq(providerIdentities.profileId, profile.id)),
  ]);
  return {
    iProfile: profile.id,
    isGuest: profile.kind === "guest",
    sPrenom: profile.firstName,
    sNom: profile.lastName,
    sPhoto: photo,
    sTypeAccount: profile.accountType,
    email: profile.email,
    emailVerified: profile.emailVerifiedAt !== null,
    hasPassword: profile.passwordHash !== null,
    ...presentChoices(profile),
    home: homeCountryOf(profile),
    crossBorder: presentCrossBorder(profile),
    familyMember: profile.familyMember ?? false,
    iBasket: basket.id,
    sIndex: basket.position,
    baskets,
    providers: providers.map((row) => row.provider),
    createdAt: profile.createdAt.toISOString(),
  };
}
