import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { profiles } from "../db/schema.ts";
import type { Profile } from "./identity.ts";

/** Spec §3 choices of a profile, each left as it is when absent. */
export interface ProfileChoices {
  firstName?: string | undefined;
  lastName?: string | undefined;
  countryLanguage?: string | undefined;
  homeCountry?: string | undefined;
  /** Issue 25, the cross-border setting. */
  carryHome?: boolean | undefined;
  travellers?: number | undefined;
  splitPurchases?: boolean | undefined;
  /** Decision 045: an IKEA Family member. */
  familyMember?: boolean | undefined;
}

export async function updateProfileChoices(
  db: AppDb,
  id: number,
  choices: ProfileChoices,
): Promise<Profile | undefined> {
  const [profile] = await db
    .update(profiles)
    .set({ ...choices, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return profile;
}

export async function setFavouriteCountries(
  db: AppDb,
  id: number,
  countries: string[],
): Promise<Profile | undefined> {
  const [profile] = await db
    .update(profiles)
    .set({ favouriteCountries: countries, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return profile;
}

export async function setPasswordHash(db: AppDb, id: number, passwordHash: string): Promise<void> {
  await db.update(profiles).set({ passwordHash, updatedAt: new Date() }).where(eq(profiles.id, id));
}

/** The profile and, by the foreign keys' cascades, everything it holds. */
export async function deleteProfile(db: AppDb, id: number): Promise<void> {
  await db.delete(profiles).where(eq(profiles.id, id));
}
