import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { profiles } from "../db/schema.ts";
import { hasLiveEmailToken, issueEmailToken, voidEmailTokens } from "./email-tokens.ts";
import type { Profile } from "./identity.ts";

/** What a sign-up form asked for, the password already hashed. */
export interface SignUpAttempt {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  countryLanguage: string | null;
  homeCountry: string | null;
  favouriteCountries: string[] | null;
  /** The guest who filled the form, merged into the account when its own link is opened. */
  guestId: number | null;
}

/**
 * What to mail to the address; the caller's answer is the same in every case, so that nobody
 * learns whether an address has an account, confirmed or not.
 * - `taken`: a confirmed account; its owner is told, nothing changes.
 * - `confirm`: the attempt is now the account's; `token` is its confirmation link.
 * - `contested`: someone else's confirmation link was still live; `token` is a reset link.
 */
export type SignUpOutcome =
  | { kind: "taken"; account: Profile }
  | { kind: "confirm"; account: Profile; token: string }
  | { kind: "contested"; account: Profile; token: string };

/**
 * Records a sign-up by e-mail. An address nobody has proved belongs to whoever opens its mail,
 * but the password typed with a sign-up is only the typist's. So when a second sign-up comes while
 * a link of the first is live, neither typed password is kept: every earlier confirmation link is
 * voided, the stored password and waiting guest are dropped, and the address gets a link to
 * choose the password (which proves the address). Otherwise an attacker could sign up before or
 * after the owner and have the owner's click confirm the attacker's password (and guest).
 * In one transaction with the profile locked, so that concurrent sign-ups are one or the other.
 */
export function registerSignUp(db: AppDb, attempt: SignUpAttempt): Promise<SignUpOutcome> {
  const values = {
    kind: "user" as const,
    email: attempt.email,
    passwordHash: attempt.passwordHash,
    firstName: attempt.firstName,
    lastName: attempt.lastName,
    accountType: "EMAIL",
    countryLanguage: attempt.countryLanguage,
    homeCountry: attempt.homeCountry,
    favouriteCountries: attempt.favouriteCountries,
    pendingGuestId: attempt.guestId,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(profiles)
      .values(values)
      .onConflictDoNothing({ target: profiles.email })
      .returning();
    if (created) {
      return {
        kind: "confirm",
        account: created,
        token: await issueEmailToken(tx, created.id, "verify_email"),
      };
    }
    const [existing] = await tx
      .select()
      .from(profiles)
      .where(eq(profiles.email, attempt.email))
      .for("update");
    if (!existing) throw new Error("sign-up: the address conflicted but has no profile");
    if (existing.emailVerifiedAt || existing.kind !== "user") {
      return { kind: "taken", account: existing };
    }
    if (await hasLiveEmailToken(tx, existing.id)) {
      await voidEmailTokens(tx, existing.id, "verify_email");
      const [account = existing] = await tx
        .update(profiles)
        .set({ passwordHash: null, pendingGuestId: null, updatedAt: new Date() })
        .where(eq(profiles.id, existing.id))
        .returning();
      return {
        kind: "contested",
        account,
        token: await issueEmailToken(tx, existing.id, "reset_password"),
      };
    }
    // Every link of the earlier attempt has expired: nobody can confirm it any more.
    const [account = existing] = await tx
      .update(profiles)
      .set(values)
      .where(eq(profiles.id, existing.id))
      .returning();
    return {
      kind: "confirm",
      account,
      token: await issueEmailToken(tx, existing.id, "verify_email"),
    };
  });
}
