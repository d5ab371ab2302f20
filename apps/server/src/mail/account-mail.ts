import { languageOf } from "@frontalier/shared/identity";
import type { Locale } from "@frontalier/shared/locales";
import type { Profile } from "../identity/identity.ts";
import { type MailKind, mailText } from "./mail-text.ts";
import type { Mailer } from "./mailer.ts";

/** Sends one of the account mails in the profile's language (else the request's). */
export type SendAccountMail = (
  account: Profile,
  kind: MailKind,
  fallback: Locale,
  values: Record<string, string>,
) => Promise<void>;

export function accountMail(mailer: Mailer, brandName: string): SendAccountMail {
  return async (account, kind, fallback, values) => {
    if (!account.email) return;
    const locale = languageOf(account.countryLanguage) ?? fallback;
    const { subject, text } = mailText(kind, locale, {
      brand: brandName,
      name: account.firstName,
      ...values,
    });
    await mailer.send({ to: account.email, subject, text });
  };
}
