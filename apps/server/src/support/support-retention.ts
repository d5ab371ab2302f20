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
