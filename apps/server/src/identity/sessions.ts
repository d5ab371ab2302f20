import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { profiles, sessions } from "../db/schema.ts";
import { hashToken, randomToken } from "./tokens.ts";

/** A session is touched at most this often, so that reading pages does not write on each request. */
const TOUCH_EVERY_MS = 60 * 60_000;

export interface SessionRecord {
  tokenHash: string;
  profile: typeof profiles.$inferSelect;
  expiresAt: Date;
}

/** A new session for `profileId`; the token goes in the cookie, its hash in the table. */
export async function createSession(
  db: AppDb,
  options: { profileId: number; ttlMs: number; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + options.ttlMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    profileId: options.profileId,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The live session of a cookie, with its profile; null when unknown, revoked or expired. */
export async function findSession(db: AppDb, token: string): Promise<SessionRecord | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, profile: profiles })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.profileId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (row?.profile.kind !== "user") return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { tokenHash, profile: row.profile, expiresAt: row.session.expiresAt };
}

export async function revokeSession(db: AppDb, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Signs a profile out everywhere, or everywhere but the session `keepTokenHash`. */
export async function revokeProfileSessions(
  db: AppDb,
  profileId: number,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.profileId, profileId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.profileId, profileId),
    );
}

export async function deleteExpiredSessions(db: AppDb, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
