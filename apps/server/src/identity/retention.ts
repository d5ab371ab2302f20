import type { AppDb } from "../db/open-database.ts";
import { deleteIdleGuests } from "./guests.ts";
import { deleteExpiredSessions } from "./sessions.ts";

/** What the nightly clean-up removed. */
export interface RetentionResult {
  guests: number;
  sessions: number;
}

/** Guests idle past the retention and expired sessions go; what the privacy policy promises. */
export async function applyRetention(
  db: AppDb,
  guestRetentionMs: number,
): Promise<RetentionResult> {
  return {
    guests: await deleteIdleGuests(db, guestRetentionMs),
    sessions: await deleteExpiredSessions(db),
  };
}
