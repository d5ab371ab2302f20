import type { Locale } from "@frontalier/shared/locales";
import { CONTACT_RETENTION_DAYS } from "@frontalier/shared/text-figures";
import { eq, lt } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { contactMessages } from "../db/schema.ts";
import { mailText } from "../mail/mail-text.ts";
import type { Mailer } from "../mail/mailer.ts";

/** How long contact messages are kept (the privacy policy says so). */
export const CONTACT_RETENTION_MS = CONTACT_RETENTION_DAYS * 86_400_000;

/** The language the team reads its mails in. */
const TEAM_LOCALE: Locale = "fr";

export type ContactMessage = typeof contactMessages.$inferSelect;

export async function saveContactMessage(options: {
  db: AppDb;
  message: { name: string; email: string; subject: string; message: string };
  locale: Locale;
}): Promise<ContactMessage> {
  const [row] = await options.db
    .insert(contactMessages)
    .values({ ...options.message, locale: options.locale })
    .returning();
  if (!row) throw new Error("contact message insert returned nothing");
  return row;
}

/**
 * Forwards a stored message to the team, answerable with "Reply". Nothing is mailed to the
 * sender: the form would otherwise let anyone send our mail to any address.
 */
export async function mailContactMessage(options: {
  db: AppDb;
  mailer: Mailer;
  teamAddress: string;
  brand: string;
  message: ContactMessage;
}): Promise<void> {
  const { message } = options;
  const { subject, text } = mailText("contactTeam", TEAM_LOCALE, {
    brand: options.brand,
    name: message.name,
    email: message.email,
    subject: message.subject || "—",
    message: message.message,
    locale: message.locale,
    id: String(message.id),
  });
  await options.mailer.send({
    to: options.teamAddress,
    subject,
    text,
    headers: { "Reply-To": message.email },
  });
  await options.db
    .update(contactMessages)
    .set({ mailedAt: new Date() })
    .where(eq(contactMessages.id, message.id));
}

export async function deleteOldContactMessages(db: AppDb, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, new Date(now - CONTACT_RETENTION_MS)))
    .returning({ id: contactMessages.id });
  return deleted.length;
}
