import { and, eq, lt } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { profiles } from "../db/schema.ts";
import { signValue, verifyValue } from "./signed-value.ts";
import type { KeyInput } from "./signing-keys.ts";

/**
 * Spec §3 `GuestProfile` cookie: the guest's ids and choices (the spec's iProfile, iBasket,
 * sPaysLangue and sPaysFav, in that order), signed so that none can be forged.
 */
export interface GuestCookie {
  profileId: number;
  basketId: number;
  countryLanguage: string | null;
  homeCountry: string | null;
}

export const encodeGuestCookie = (keys: KeyInput, guest: GuestCookie): string =>
  signValue(keys, [guest.profileId, guest.basketId, guest.countryLanguage, guest.homeCountry]);

export function decodeGuestCookie(keys: KeyInput, value: string | undefined): GuestCookie | null {
  const data = verifyValue(keys, value);
  if (!Array.isArray(data) || data.length !== 4) return null;
  const [profileId, basketId, countryLanguage, homeCountry] = data as unknown[];
  if (!Number.isSafeInteger(profileId) || !Number.isSafeInteger(basketId)) return null;
  return {
    profileId: profileId as number,
    basketId: basketId as number,
    countryLanguage: typeof countryLanguage === "string" ? countryLanguage : null,
    homeCountry: typeof homeCountry === "string" ? homeCountry : null,
  };
}

/** Guests are touched at most once a day: enough to know who is idle. */
const TOUCH_EVERY_MS = 86_400_000;

export async function findGuest(
  db: AppDb,
  profileId: number,
): Promise<typeof profiles.$inferSelect | null> {
  const [profile] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.kind, "guest")));
  if (!profile) return null;
  if (Date.now() - profile.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(profiles).set({ lastSeenAt: new Date() }).where(eq(profiles.id, profileId));
  }
  return profile;
}

/** A first visit: a guest profile with the language the browser asked for, and no country yet. */
export async function createGuest(db: AppDb): Promise<typeof profiles.$inferSelect> {
  const [profile] = await db.insert(profiles).values({ kind: "guest" }).returning();
  if (!profile) throw new Error("guest insert returned nothing");
  return profile;
}

/** Deletes guests idle for longer than the retention (with their baskets, by cascade). */
export async function deleteIdleGuests(db: AppDb, retentionMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - retentionMs);
  const deleted = await db
    .delete(profiles)
    .where(and(eq(profiles.kind, "guest"), lt(profiles.lastSeenAt, cutoff)))
    .returning({ id: profiles.id });
  return deleted.length;
}
