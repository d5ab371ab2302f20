import type { Locale } from "@frontalier/shared/locales";
import de from "./faq-content/de.json" with { type: "json" };
import en from "./faq-content/en.json" with { type: "json" };
import es from "./faq-content/es.json" with { type: "json" };
import fr from "./faq-content/fr.json" with { type: "json" };
import it from "./faq-content/it.json" with { type: "json" };
import nl from "./faq-content/nl.json" with { type: "json" };
import pt from "./faq-content/pt.json" with { type: "json" };

export interface FaqSeedEntry {
  slug: string;
  category: string;
  question: string;
  /** `{{brand}}`, `{{ttlHours}}` and `{{guestDays}}` are filled in when served. */
  answer: string;
}

/** The FAQ a fresh install starts with, in every language (the same slugs in each). */
export const faqContent: Record<Locale, readonly FaqSeedEntry[]> = { fr, en, de, es, pt, it, nl };
