import { scheduleDaily } from "../catalogue/rates/schedule-daily.ts";
import type { AppDb } from "../db/open-database.ts";
import { deleteExpiredRequests } from "../newsletter/subscriptions.ts";
import { deleteOldContactMessages } from "./contact-messages.ts";

export interface SupportRetentionResult {
  newsletterRequests: number;
  contactMessages: number;
}

/** Unconfirmed newsletter addresses and year-old contact messages go (the privacy policy says so). */
export async function applySupportRetention(db: AppDb): Promise<SupportRetentionResult> {
  return {
    newsletterRequests: await deleteExpiredRequests(db),
    contactMessages: await deleteOldContactMessages(db),
  };
}

/** Every night, and once at start-up to catch up. */
export function scheduleSupportRetention(options: {
  db: AppDb;
  onDone: (result: SupportRetentionResult) => void;
  onError: (error: unknown) => void;
}) {
  return scheduleDaily({
    at: "03:40 CET",
    runNow: true,
    run: async () => options.onDone(await applySupportRetention(options.db)),
    onError: options.onError,
  });
}
