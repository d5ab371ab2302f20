import { scheduleDaily } from "../catalogue/rates/schedule-daily.ts";
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

/** Every night, and once at start-up to catch up. */
export function scheduleRetention(options: {
  db: AppDb;
  guestRetentionMs: number;
  onDone: (result: RetentionResult) => void;
  onError: (error: unknown) => void;
}) {
  return scheduleDaily({
    at: "03:30 CET",
    runNow: true,
    run: async () => options.onDone(await applyRetention(options.db, options.guestRetentionMs)),
    onError: options.onError,
  });
}
