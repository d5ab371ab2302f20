import { and, eq } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { profiles, providerIdentities } from "../../db/schema.ts";
import type { Profile } from "../identity.ts";
import type { ProviderClaims } from "./provider-claims.ts";

/** Spec §3 sTypeAccount of an account made by a provider: its id upper-cased, like GOOGLE. */
export const providerAccountType = (provider: string): string => provider.toUpperCase();

/**
 * The account a provider's person signs in to: the one already linked to (provider, subject);
 * else the account with the address the provider vouches for, now linked; else a new account.
 */
export async function findOrCreateProviderAccount(
  db: AppDb,
  options: { provider: string; claims: ProviderClaims },
): Promise<Profile> {
  try {
    return await resolve(db, options);
  } catch (error) {
    // Two callbacks of the same person at once: the second finds what the first linked.
    if (!isUniqueViolation(error)) throw error;
    return resolve(db, options);
  }
}

function resolve(
  db: AppDb,
  { provider, claims }: { provider: string; claims: ProviderClaims },
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ profile: profiles })
      .from(providerIdentities)
      .innerJoin(profiles, eq(profiles.id, providerIdentities.profileId))
      .where(
        and(
          eq(providerIdentities.provider, provider),
          eq(providerIdentities.subject, claims.subject),
        ),
      );
    if (linked) return linked.profile;

    const email = claims.verifiedEmail;
    const [owner] = email
      ? await tx
          .select()
          .from(profiles)
          .where(and(eq(profiles.email, email), eq(profiles.kind, "user")))
          .for("update")
      : [];
    let account: Profile | undefined;
    if (owner?.emailVerifiedAt) {
      account = owner;
    } else if (owner) {
      // Nobody ever proved this address, so the password and names on it may be anyone's
      // (account pre-hijacking): the provider's person gets the account without them.
      [account] = await tx
        .update(profiles)
        .set({
          emailVerifiedAt: new Date(),
          passwordHash: null,
          pendingGuestId: null,
          accountType: providerAccountType(provider),
          firstName: claims.firstName,
          lastName: claims.lastName,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, owner.id))
        .returning();
    } else {
      [account] = await tx
        .insert(profiles)
        .values({
          kind: "user",
          email,
          emailVerifiedAt: email ? new Date() : null,
          firstName: claims.firstName,
          lastName: claims.lastName,
          accountType: providerAccountType(provider),
        })
        .returning();
    }
    if (!account) throw new Error("provider account upsert returned nothing");
    await tx
      .insert(providerIdentities)
      .values({ provider, subject: claims.subject, profileId: account.id });
    return account;
  });
}

/** PostgreSQL's unique_violation, thrown by the driver or wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 4 && typeof cause === "object" && cause !== null; depth++) {
    if ((cause as { code?: unknown }).code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
