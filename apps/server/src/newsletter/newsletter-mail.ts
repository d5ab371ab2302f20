import type { Locale } from "@frontalier/shared/locales";
import type { Identity } from "../identity/identity.ts";
import type { LinkTo } from "../links/links.ts";
import { isQueuedMailer } from "../mail/mail-queue.ts";
import { type MailKind, mailText } from "../mail/mail-text.ts";
import type { Mailer } from "../mail/mailer.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

/**
 * Sends a newsletter mail to a subscription: every one carries the unsubscribe link, in its text
 * and as the one-click List-Unsubscribe header (RFC 2369, RFC 8058) that mail apps show as a button.
 */
export async function sendNewsletterMail(options: {
  identity: Identity;
  link: LinkTo;
  mailer: Mailer;
  brandName: string;
  subscription: { id: number; email: string };
  kind: MailKind;
  locale: Locale;
  values?: Record<string, string>;
  /**
   * Wait for the mail server's verdict (up to this long) instead of only queueing the mail: the
   * confirmation mail, whose refusal the shopper is told about at once.
   */
  verdict?: { waitMs: number; onRefusedLater(error: unknown): void };
}): Promise<void> {
  const { identity, link, mailer, subscription } = options;
  const token = unsubscribeToken(await identity.mailKeys(), subscription.id);
  const unsubscribeLink = link(`/bocked-email?token=${token}`);
  const { subject, text } = mailText(options.kind, options.locale, {
    brand: options.brandName,
    unsubscribeLink,
    ...options.values,
  });
  const message = {
    to: subscription.email,
    subject,
    text,
    headers: {
      "List-Unsubscribe": `<${link(`/api/newsletter/unsubscribe/${token}`)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
  if (options.verdict && isQueuedMailer(mailer)) {
    await mailer.sendWithVerdict(message, options.verdict);
  } else {
    await mailer.send(message);
  }
}
