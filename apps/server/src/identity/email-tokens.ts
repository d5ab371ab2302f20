import {
  RESET_PASSWORD_LINK_HOURS,
  VERIFY_EMAIL_LINK_HOURS,
} from "@frontalier/shared/text-figures";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { emailTokens } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { hashToken, randomToken } from "./tokens.ts";

type Purpose = (typeof emailTokens.$inferSelect)["purpose"];

/** How long a link sent by e-mail stays valid (the mails and the privacy policy say the same figures). */
export const tokenLifetimeMs: Record<Purpose, number> = {
  verify_email: VERIFY_EMAIL_LINK_HOURS * 3_600_000,
  reset_password: RESET_PASSWORD_LINK_HOURS * 3_600_000,
};

/**
 * A new single-use link token. A new reset link voids the older ones; confirmation links all stay
 * valid until they expire, so that the mail the shopper opens works whichever it is.
 */
export async function issueEmailToken(
  db: AppDb,
  profileId: number,
  purpose: Purpose,
): Promise<string> {
  const token = randomToken();
  if (purpose === "reset_password") await voidEmailTokens(db, profileId, purpose);
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    profileId,
    purpose,
    expiresAt: new Date(Date.now() + tokenLifetimeMs[purpose]),
  });
  return token;
}

/** Whether a link mailed for the profile can still be used (unused and unexpired, any purpose). */
export async function hasLiveEmailToken(db: AppDb, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ profileId: emailTokens.profileId })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.profileId, profileId),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Voids every link of `purpose` mailed for the profile, used or not. */
export async function voidEmailTokens(
  db: AppDb,
  profileId: number,
  purpose: Purpose,
): Promise<void> {
  await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.profileId, profileId), eq(emailTokens.purpose, purpose)));
}

/** Spends a token: its profile id, or 400 invalid_token when unknown, used or expired. */
export async function consumeEmailToken(
  db: AppDb,
  token: string,
  purpose: Purpose,
): Promise<number> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ profileId: emailTokens.profileId });
  if (!row) throw new AppError("invalid_token", { message: `${purpose} token not usable` });
  return row.profileId;
}
