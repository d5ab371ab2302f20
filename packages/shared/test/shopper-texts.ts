import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const repo = join(import.meta.dirname, "..", "..", "..");
const localeRoot = join(repo, "packages", "shared", "locales");
const faqRoot = join(repo, "apps", "server", "src", "support", "faq-content");

export interface ShopperText {
  /** `ns:key` of a locale file, or `faq:<slug>.question|answer`. */
  readonly where: string;
  readonly text: string;
}

function* strings(tree: unknown, path: string): Generator<[string, string]> {
  if (typeof tree === "string") yield [path, tree];
  else if (tree && typeof tree === "object")
    for (const [key, value] of Object.entries(tree))
      yield* strings(value, path ? `${path}.${key}` : key);
}

interface FaqEntry {
  slug: string;
  question: string;
  answer: string;
}

/**
 * Every text a shopper of `locale` can read: the locale files and the FAQ a fresh install serves.
 * The FAQ's search synonyms are left out: they list the words shoppers type, right or not.
 */
export function shopperTexts(locale: string): ShopperText[] {
  const out: ShopperText[] = [];
  const dir = join(localeRoot, locale);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const ns = file.replace(/\.json$/, "");
    const tree: unknown = JSON.parse(readFileSync(join(dir, file), "utf8"));
    for (const [key, text] of strings(tree, ""))
      if (!key.includes("searchSynonyms")) out.push({ where: `${ns}:${key}`, text });
  }
  const faq = JSON.parse(readFileSync(join(faqRoot, `${locale}.json`), "utf8")) as FaqEntry[];
  for (const entry of faq) {
    out.push({ where: `faq:${entry.slug}.question`, text: entry.question });
    out.push({ where: `faq:${entry.slug}.answer`, text: entry.answer });
  }
  return out;
}

/** Placeholders (`{{email}}`) are names for the code, not words; typographic apostrophes count as `'`. */
export function wordsOf(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, " ").replace(/[’ʼ]/g, "'");
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `phrase` as whole words: not inside a longer word nor a hyphenated one (`mail` is not in `e-mail`). */
export function phrase(text: string, flags = "iu"): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(text)}(?![\\p{L}\\p{N}-])`, flags);
}
