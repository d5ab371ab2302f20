import type { ProfileInfo } from "@frontalier/shared/contracts/identity";
import type { SessionProfile, SessionUser } from "@frontalier/shared/contracts/session";
import { homeCountryOf } from "@frontalier/shared/identity";
import { eq } from "drizzle-orm";
import type { Basket } from "../baskets/baskets.ts";
import { listBaskets } from "../baskets/baskets.ts";
import { isPremium } from "../billing/premium.ts";
import type { AppDb } from "../db/open-database.ts";
import { profilePhotos, providerIdentities } from "../db/schema.ts";
import { type Profile, presentChoices } from "./identity.ts";

/** Where the photo of a profile is served; null for the default avatar. */
export async function photoUrl(db: AppDb, profileId: number): Promise<string | null> {
  const [photo] = await db
    .select({ digest: profilePhotos.digest })
    .from(profilePhotos)
    .where(eq(profilePhotos.profileId, profileId));
  return photo ? `/api/profile-photos/${profileId}/${photo.digest}` : null;
}

export const presentUser = (profile: Profile, sPhoto: string | null): SessionUser => ({
  iProfile: profile.id,
  sPrenom: profile.firstName,
  sNom: profile.lastName,
  sPhoto,
  sTypeAccount: profile.accountType,
  premiumUntil: isPremium(profile) ? (profile.premiumUntil?.toISOString() ?? null) : null,
});

export function presentSessionProfile(profile: Profile, basket: Basket): SessionProfile {
  const choices = presentChoices(profile);
  return {
    iProfile: profile.id,
    iBasket: basket.id,
    sIndex: basket.position,
    sPaysLangue: choices.sPaysLangue,
    sPaysFav: choices.sPaysFav,
    home: homeCountryOf(choices),
    countries: basket.countries,
  };
}

export async function presentProfileInfo(
  db: AppDb,
  profile: Profile,
  basket: Basket,
): Promise<ProfileInfo> {
  const [sPhoto, baskets, providers] = await Promise.all([
    photoUrl(db, profile.id),
    listBaskets(db, profile.id),
    db
      .select({ provider: providerIdentities.provider })
      .from(providerIdentities)
      .where(eq(providerIdentities.profileId, profile.id)),
  ]);
  const choices = presentChoices(profile);
  return {
    iProfile: profile.id,
    isGuest: profile.kind === "guest",
    sPrenom: profile.firstName,
    sNom: profile.lastName,
    sPhoto,
    sTypeAccount: profile.accountType,
    email: profile.email,
    emailVerified: profile.emailVerifiedAt !== null,
    hasPassword: profile.passwordHash !== null,
    ...choices,
    home: homeCountryOf(choices),
    iBasket: basket.id,
    sIndex: basket.position,
    baskets,
    providers: providers.map((row) => row.provider),
    createdAt: profile.createdAt.toISOString(),
  };
}
