/** Currency marks as printed, most specific first. */
const currencyMarks: [RegExp, string][] = [
  [/€|\bEUR\b/, "EUR"],
  [/£|\bGBP\b/, "GBP"],
  [/\bCHF\b|\bFr\.\s/, "CHF"],
  [/\bSEK\b/, "SEK"],
  [/\bNOK\b/, "NOK"],
  [/\bDKK\b/, "DKK"],
  [/zł|\bPLN\b/, "PLN"],
  [/Kč|\bCZK\b/, "CZK"],
  [/\bFt\b|\bHUF\b/, "HUF"],
  [/\blei\b|\bRON\b/, "RON"],
];

const symbol = "€|EUR|£|GBP|CHF|SEK|NOK|DKK|zł|PLN|Kč|CZK|Ft|HUF|lei|RON|kr";
const number = String.raw`\d{1,3}(?:[ .,']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/** A price: a number with a currency mark or with decimals (`49,99`, `€ 1.234,50`, `£49.99`). */
const moneyPattern = new RegExp(
  String.raw`(?<![\d.,])(?:(${symbol})\s?)?-?(${number})(?:,-)?(?:\s?(${symbol})(?![\p{L}]))?(?![\d]|[.,]\d|\s?kg\b)`,
  "gu",
);

export interface FoundAmount {
  /** Hundredths (two-decimal currencies; the rare others are rounded by the presenter). */
  minor: number;
  start: number;
  end: number;
}

/** `1 234,56`, `1.234,56`, `1,234.56`, `49,99`, `49.99`, `49` → hundredths. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s']/g, "");
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, "");
  if (!/^\d+$/.test(whole)) return null;
  const cents = decimal ? Number(decimal[1]!.padEnd(2, "0")) : 0;
  return Number(whole) * 100 + cents;
}

/** The prices written in a text, left to right. */
export function findAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of text.matchAll(moneyPattern)) {
    const [, before, digits, after] = match;
    const hasDecimals = /[.,]\d{1,2}$/.test(digits!) && !/^\d{1,3}[.,]\d{3}$/.test(digits!);
    if (!before && !after && !hasDecimals) continue;
    const minor = parseAmount(digits!);
    if (minor === null) continue;
    found.push({ minor, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** The currency a document is priced in: the mark it uses most, the euro when it shows none. */
export function documentCurrency(texts: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const [mark, currency] of currencyMarks) {
      if (mark.test(text)) counts.set(currency, (counts.get(currency) ?? 0) + 1);
    }
  }
  let best = "EUR";
  let bestCount = 0;
  for (const [currency, count] of counts) {
    if (count > bestCount) [best, bestCount] = [currency, count];
  }
  return best;
}

const decimalNumber = String.raw`\d+(?:[.,]\d+)?`;
const weightPattern = new RegExp(
  String.raw`(?<![\d.,])(${decimalNumber})(?:\s?\/\s?${decimalNumber})?\s?kg\b|(?<![\d.,])(\d+[.,]\d)\s?\/\s?\d+[.,]\d(?![\d])`,
  "i",
);
const weights = new RegExp(weightPattern.source, "gi");

/**
 * The weight column of the kitchen planner, as written: `12,50 kg`, or net and gross weights
 * `5,2/10,3` (with or without `kg`). The first group is the (net) weight.
 */
export function findWeight(text: string): [string, string] | null {
  const match = weightPattern.exec(text);
  return match ? [match[0], (match[1] ?? match[2])!] : null;
}

/** The prices of a text once its weights are set aside (`5,2/10,3` is not two prices). */
export const findPrices = (text: string) =>
  findAmounts(text.replace(weights, (w) => " ".repeat(w.length)));
