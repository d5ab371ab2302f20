import type { Availability } from "../feed-row.ts";
import { parseObservedAt } from "../parse-observed-at.ts";
import { quote, type Rejection, reject } from "../rejection.ts";

/** Position of each named column; -1 for a column the file lacks (optional ones). */
export function columnPositions<const Name extends string>(
  header: readonly string[],
  names: readonly Name[],
): Record<Name, number> {
  const trimmed = header.map((name) => name.trim());
  return Object.fromEntries(names.map((name) => [name, trimmed.indexOf(name)])) as Record<
    Name,
    number
  >;
}

export const cell = (fields: readonly string[], position: number): string =>
  position < 0 ? "" : (fields[position] ?? "");

/** Trimmed, runs of white space made one space (scraped text is full of them); null when empty. */
export function cleanText(text: string): string | null {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean === "" ? null : clean;
}

/** `True`/`TRUE`/`true`/`1`; the feeds write booleans in every case. */
export const isTrue = (text: string): boolean => /^(true|1|yes)$/i.test(text.trim());

/**
 * `sellable_online` / `onlineSellable`: false still means the article is in the catalogue with a
 * price, bought in the store.
 */
export const availabilityFromOnlineFlag = (text: string): Availability =>
  isTrue(text) ? "online" : /^(false|0|no)$/i.test(text.trim()) ? "in_store" : "unknown";

/**
 * A date column: its own value when it has one, else the command line's default. A feed has few
 * distinct dates, so the last one read is kept rather than parsed again for each row.
 */
export function observedAtReader(
  fallback: string | undefined,
): (text: string) => string | Rejection {
  let lastText: string | undefined;
  let lastResult: string | Rejection = "";
  return (text) => {
    if (text === lastText) return lastResult;
    lastText = text;
    if (text.trim() === "") {
      lastResult = fallback ?? reject("missing-date", "no observation date (give --observed-at)");
    } else {
      lastResult =
        parseObservedAt(text) ?? reject("unparsable-date", `unparsable date ${quote(text)}`);
    }
    return lastResult;
  };
}

export const noCodeRejection = (where: string, value: string): Rejection =>
  reject("no-article-code", `no 8-digit article code in ${where} ${quote(value)}`);

/**
 * `…/p/besta-shelf-unit-with-door-white-s99132799/` → `BESTA shelf unit with door white`: the
 * slug of a product page, for rows whose name cell is empty. IKEA names are the upper-case first
 * word; the slug has lost their accents (BESTÅ).
 */
export function nameFromProductUrl(url: string): string | null {
  const slug = /\/p\/([a-z0-9-]+?)-s?\d{8}\/?(?:[?#]|$)/i.exec(url.trim())?.[1];
  if (!slug) return null;
  const [first = "", ...rest] = slug.split("-").filter(Boolean);
  return [first.toUpperCase(), ...rest.map((word) => word.toLowerCase())].join(" ") || null;
}

export const missingName = (): Rejection => reject("missing-name", "no article name");

export const unparsablePrice = (value: string): Rejection =>
  reject("unparsable-price", `unparsable price ${quote(value)}`);
