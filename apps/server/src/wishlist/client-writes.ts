import type { ClientWrite } from "@frontalier/shared/contracts/wishlist";
import { eq, lt, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { appliedWrites } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";

export type WriteOutcome = "applied" | "superseded" | "not_found";

/** How long a write id is remembered: a phone offline for a week-end abroad still replays safely. */
export const APPLIED_WRITE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

/**
 * The write's time as the server orders it: the browser's clock, but never in the future, so that
 * a device whose clock runs ahead cannot make its writes win over every later one.
 */
export const writtenAt = (write: ClientWrite, now = Date.now()) =>
  new Date(Math.min(write.at, now));

/**
 * Applies a client's write at most once per id (decision 043). The id is inserted first, in the
 * same transaction as the write: a second request with the same id, at once or later, finds it
 * (PostgreSQL makes a concurrent insert of the same key wait for the first transaction's end)
 * and answers the recorded outcome without applying anything. The same id sent for another write
 * (`request` differs), or by another profile, is a 409.
 */
export async function applyOnce(
  db: AppDb,
  {
    profileId,
    write,
    request,
    apply,
  }: {
    profileId: number;
    write: ClientWrite;
    /** What is asked, in words (kind, basket, article, value, time): its fingerprint. */
    request: string;
    apply: (tx: Tx) => Promise<WriteOutcome>;
  },
): Promise<{ outcome: WriteOutcome; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(appliedWrites)
      .values({ writeId: write.id, profileId, request, outcome: "applied" })
      .onConflictDoNothing({ target: appliedWrites.writeId })
      .returning({ id: appliedWrites.writeId });
    if (fresh.length === 0) {
      const [seen] = await tx
        .select()
        .from(appliedWrites)
        .where(eq(appliedWrites.writeId, write.id));
      if (!seen || seen.profileId !== profileId || seen.request !== request) {
        throw new AppError("conflict", {
          message: `write id ${write.id} was used for another write`,
        });
      }
      return { outcome: seen.outcome, replayed: true };
    }
    const outcome = await apply(tx);
    if (outcome !== "applied") {
      await tx.update(appliedWrites).set({ outcome }).where(eq(appliedWrites.writeId, write.id));
    }
    return { outcome, replayed: false };
  });
}

/** The nightly clean-up: write ids older than the retention are forgotten. */
export async function forgetAppliedWrites(db: AppDb, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(appliedWrites)
    .where(lt(appliedWrites.appliedAt, new Date(now - APPLIED_WRITE_RETENTION_MS)))
    .returning({ id: sql`1` });
  return gone.length;
}
