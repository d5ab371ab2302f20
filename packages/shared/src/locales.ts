/** Spec §1/§9: French by default; seven languages. */
export const locales = ["fr", "en", "de", "es", "pt", "it", "nl"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "fr";

/** Spec §3 "the locale cookie", kept 365 days (spec §9). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

/** Translation namespaces every screen needs; the others load with the screen that uses them. */
export const startupNamespaces = ["common", "consent"] as const;

/** Names of each language in itself, as the switcher lists them (spec §2). */
export const localeNames: Record<Locale, string> = {
  fr: "Français",
  en: "English",
  de: "Deutsch",
  es: "Español",
  pt: "Português",
  it: "Italiano",
  nl: "Nederlands",
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);

/** `de-CH` → `de`; anything we do not offer → null. */
export function toSupportedLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/**
 * The saved choice wins, then the browser's languages in order of preference, then French.
 */
export function detectLocale(input: {
  cookie?: string | null;
  preferred?: readonly string[];
}): Locale {
  const saved = toSupportedLocale(input.cookie);
  if (saved) return saved;
  for (const tag of input.preferred ?? []) {
    const found = toSupportedLocale(tag);
    if (found) return found;
  }
  return defaultLocale;
}

/** Parses an Accept-Language header into tags by descending quality. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
