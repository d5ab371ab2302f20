import type { FaqEntry } from "@frontalier/shared/contracts/support";
import { fillText } from "@frontalier/shared/fill-text";
import type { Locale } from "@frontalier/shared/locales";
import { premiumTextValues } from "@frontalier/shared/premium-text-values";
import { policyTextValues } from "@frontalier/shared/text-figures";
import { asc, eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { faqEntries } from "../db/schema.ts";
import { faqContent } from "./faq-content.ts";

/**
 * Makes the FAQ agree with support/faq-content: new questions go in, seeded ones follow the
 * content, and rows an operator edited (`customised`) are left alone. Idempotent; safe for
 * several instances starting at once.
 */
export async function seedFaq(db: AppDb): Promise<number> {
  const rows = Object.entries(faqContent).flatMap(([locale, entries]) =>
    entries.map((entry, position) => ({ ...entry, locale, position })),
  );
  await db
    .insert(faqEntries)
    .values(rows)
    .onConflictDoUpdate({
      target: [faqEntries.slug, faqEntries.locale],
      set: {
        category: sql`excluded.category`,
        position: sql`excluded.position`,
        question: sql`excluded.question`,
        answer: sql`excluded.answer`,
        updatedAt: sql`now()`,
      },
      setWhere: eq(faqEntries.customised, false),
    });
  return rows.length;
}

/** The questions in `locale`, in order, with the configured figures filled in. */
export async function listFaq(options: {
  db: AppDb;
  locale: Locale;
  values: Record<string, string>;
}): Promise<FaqEntry[]> {
  const rows = await options.db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.locale, options.locale))
    .orderBy(asc(faqEntries.position), asc(faqEntries.slug));
  const values = { ...premiumTextValues, ...policyTextValues, ...options.values };
  const fill = (text: string) => fillText(text, values, options.locale);
  return rows.map((row) => ({
    id: row.slug,
    category: row.category,
    question: fill(row.question),
    answer: fill(row.answer),
  }));
}
