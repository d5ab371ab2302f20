import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { baskets, profiles } from "../db/schema.ts";
import type { Profile } from "../identity/identity.ts";
import type { Basket } from "./baskets.ts";

/** A new read-only link's token: 24 random bytes, not guessable; it replaces (revokes) the last. */
export async function shareBasket(db: AppDb, basketId: number): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.update(baskets).set({ shareToken: token }).where(eq(baskets.id, basketId));
  return token;
}

export async function stopSharingBasket(db: AppDb, basketId: number): Promise<void> {
  await db.update(baskets).set({ shareToken: null }).where(eq(baskets.id, basketId));
}

/** The basket shared under `token` and its owner's profile, or undefined. */
export async function findSharedBasket(
  db: AppDb,
  token: string,
): Promise<{ basket: Basket; profile: Profile } | undefined> {
  const [row] = await db
    .select({ basket: baskets, profile: profiles })
    .from(baskets)
    .innerJoin(profiles, eq(profiles.id, baskets.profileId))
    .where(eq(baskets.shareToken, token));
  return row;
}
