import { and, eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { profiles } from "../db/schema.ts";
import type { Profile } from "./identity.ts";

/** The account (never a guest) that signs in with `email`, already lower-cased by the contract. */
export async function findAccountByEmail(db: AppDb, email: string): Promise<Profile | undefined> {
  const [account] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.email, email), eq(profiles.kind, "user")));
  return account;
}

export async function findProfile(db: AppDb, id: number): Promise<Profile | undefined> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
  return profile;
}

/** The confirmation link was opened: the account's address is proved (undefined: no such account). */
export async function markEmailVerified(db: AppDb, id: number): Promise<Profile | undefined> {
  const [account] = await db
    .update(profiles)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(profiles.id, id), eq(profiles.kind, "user")))
    .returning();
  return account;
}

/**
 * A new password through the reset link, which also proves the address. A guest waiting on a
 * sign-up is whoever typed it, not necessarily who reads this address's mail: only that sign-up's
 * own confirmation link brings its baskets in, so the wait ends here.
 */
export async function resetAccountPassword(
  db: AppDb,
  account: Profile,
  passwordHash: string,
): Promise<Profile | undefined> {
  const [updated] = await db
    .update(profiles)
    .set({
      passwordHash,
      emailVerifiedAt: account.emailVerifiedAt ?? new Date(),
      pendingGuestId: null,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, account.id))
    .returning();
  return updated;
}
