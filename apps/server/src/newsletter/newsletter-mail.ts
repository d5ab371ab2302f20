import type { Locale } from "@frontalier/shared/locales";
import type { Identity } from "../identity/identity.ts";
import type { LinkTo } from "../links/links.ts";
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
}): Promise<void> {
  const { identity, link, mailer, subscription } = options;
  const token = unsubscribeToken(await identity.mailKeys(), subscription.id);
  const unsubscribeLink = link(`/bocked-email?token=${token}`);
  const { subject, text } = mailText(options.kind, options.locale, {
    brand: options.brandName,
    unsubscribeLink,
    ...options.values,
  });
  await mailer.send({
    to: subscription.email,
    subject,
    text,
    headers: {
      "List-Unsubscribe": `<${link(`/api/newsletter/unsubscribe/${token}`)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}
