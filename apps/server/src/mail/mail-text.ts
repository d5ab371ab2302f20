import { fillText } from "@frontalier/shared/fill-text";
import type { Locale } from "@frontalier/shared/locales";
import de from "@frontalier/shared/locales/de/mail.json" with { type: "json" };
import en from "@frontalier/shared/locales/en/mail.json" with { type: "json" };
import es from "@frontalier/shared/locales/es/mail.json" with { type: "json" };
import fr from "@frontalier/shared/locales/fr/mail.json" with { type: "json" };
import it from "@frontalier/shared/locales/it/mail.json" with { type: "json" };
import nl from "@frontalier/shared/locales/nl/mail.json" with { type: "json" };
import pt from "@frontalier/shared/locales/pt/mail.json" with { type: "json" };
import { linkTextValues } from "@frontalier/shared/text-figures";

type Catalog = typeof fr;
export type MailKind = keyof Catalog;

// Typed so that the compiler fails when a language lacks a mail.
const catalogs: Record<Locale, Catalog> = { fr, en, de, es, pt, it, nl };

/**
 * A mail's subject and text in `locale`, with `{{name}}` placeholders filled in and the links'
 * lifetimes (`{{verifyHours, hours}}`) written from their constants in the language's plural.
 * A placeholder without a value is left empty.
 */
export function mailText(
  kind: MailKind,
  locale: Locale,
  values: Record<string, string>,
): { subject: string; text: string } {
  const fill = (template: string) =>
    fillText(template, { ...linkTextValues, ...values }, locale).replace(/\{\{[^}]*\}\}/g, "");
  const { subject, body } = catalogs[locale][kind];
  return { subject: fill(subject), text: fill(body) };
}

/** A sentence a mail adds where it applies (the spread alerts' `trueCostNote`), in `locale`. */
export function mailSentence(
  kind: "spreadArticle" | "spreadWishlist",
  key: "trueCostNote",
  locale: Locale,
): string {
  return catalogs[locale][kind][key];
}
