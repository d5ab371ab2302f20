const plainDecimal = /^\d+(?:\.\d+)?$/;

/** `1785.5`, `265.0`, `13.99`: numbers as data exports write them, point for decimals. */
export function parsePlainDecimal(text: string): number | null {
  const trimmed = text.trim();
  return plainDecimal.test(trimmed) ? Number(trimmed) : null;
}

/** `.` groups thousands in Norway (`6.195`), `,` in the Gulf feeds (`1,050`). */
export type GroupSeparator = "." | ",";

const groupedPatterns: Record<GroupSeparator, RegExp> = {
  ".": /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+|-))?$/,
  ",": /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/,
};

/**
 * An amount written with thousands groups: `6.195` and `6.195,50` (group `.`), `1,050.25` (group
 * `,`); spaces also group (`12 999`). Nordic shops write whole prices `199,-`. A group of other
 * than three digits (`1,05` with group `,`) is refused rather than guessed.
 */
export function parseGroupedAmount(text: string, group: GroupSeparator): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, "");
  const match = groupedPatterns[group].exec(compact);
  if (!match) return null;
  const decimals = match[1] === "-" ? undefined : match[1];
  const whole = compact.slice(0, compact.length - (match[1] ? match[1].length + 1 : 0));
  return Number(`${whole.replaceAll(group, "")}${decimals ? `.${decimals}` : ""}`);
}

/** Currency signs the feeds print; `null` means the country's currency (`kr` is NOK, SEK or DKK). */
const currencySigns: Record<string, string | null> = {
  Dhs: "AED",
  SR: "SAR",
  "€": "EUR",
  "£": "GBP",
  kr: null,
  "kr.": null,
};

export interface PriceText {
  amount: number;
  /** ISO 4217 code, or null when the text names none (or only `kr`). */
  currency: string | null;
}

export type PriceTextResult = PriceText | { error: "amount" | "currency"; sign?: string };

const amountWithSign = /^([^\d]*?)\s*(\d(?:[\d.,\s\u00a0\u202f]*\d)?(?:,-)?)\s*([^\d]*)$/;

/** A price with its currency beside it: `6.195 NOK`, `Dhs 1,050`, `SR 2,375`, `199,- kr`. */
export function parsePriceText(text: string, group: GroupSeparator): PriceTextResult {
  const match = amountWithSign.exec(text.trim());
  if (!match) return { error: "amount" };
  const [, before = "", number = "", after = ""] = match;
  if (before && after) return { error: "amount" };
  const amount = parseGroupedAmount(number, group);
  if (amount === null) return { error: "amount" };
  const sign = before || after;
  if (!sign) return { amount, currency: null };
  if (/^[A-Z]{3}$/.test(sign)) return { amount, currency: sign };
  const currency = currencySigns[sign];
  return currency === undefined ? { error: "currency", sign } : { amount, currency };
}
