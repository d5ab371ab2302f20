import type { Line } from "../layout/build-lines.ts";
import { findLineCodes, findLineDamagedCode } from "./find-article-codes.ts";
import { findPrices, findWeight } from "./numbers.ts";
import { parseCount, withoutQuantity } from "./quantity.ts";
import { totalLine } from "./recognition.ts";

const leadingCount = /^(\d{1,3})\s+\S/;
const currencyWords = /\b(?:EUR|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON)\b/g;

/**
 * A line with the shape of an article line, whatever the layout: it shows a code (whole or
 * damaged), or a quantity, words and a price or weight (`7 METOD … 18,00`). Totals and
 * a card's quantity line (`2 pièces 90,00 €`, no words of its own) are not.
 */
export function isArticleShaped(line: Line): boolean {
  if (totalLine.test(line.text)) return false;
  if (findLineCodes(line).length > 0 || findLineDamagedCode(line) !== null) return true;
  const counted =
    line.cells.some((cell) => parseCount(cell.text) !== null) ||
    leadingCount.test(line.cells[0]?.text ?? "");
  if (!counted) return false;
  const words = withoutQuantity(line.text).replace(currencyWords, " ");
  if (!/\p{L}{3}/u.test(words)) return false;
  return findPrices(line.text).length > 0 || findWeight(line.text) !== null;
}

/** A line to show the shopper as not read: its text, its count, any code-like digits. */
export function unreadLine(line: Line, index: number) {
  const first = line.cells[0]?.text ?? "";
  return {
    text: line.text.replace(/\s+/g, " ").trim(),
    page: line.page,
    quantity:
      parseCount(/^(\d{1,3})\s/.exec(first)?.[1] ?? "") ??
      line.cells.map((cell) => parseCount(cell.text)).find((count) => count !== null) ??
      null,
    codeGuess: findLineCodes(line)[0]?.code ?? findLineDamagedCode(line) ?? "",
    line: index,
  };
}
