import type { Line } from "../layout/build-lines.ts";
import { splitLine } from "../layout/split-line.ts";
import { findLineCodes, findLineDamagedCode } from "./find-article-codes.ts";
import { findAmounts, findWeight } from "./numbers.ts";
import { parseCount } from "./quantity.ts";
import { clean, type Recognition, totalLine } from "./recognition.ts";

const leadingCount = /^(\d{1,3})\s+(.*)$/;

/**
 * The kitchen planner's purchase list: group headings ("Éléments bas"), then rows of quantity,
 * short name, code, weight, unit price and line total, decimal commas.
 */
export function recogniseKitchenPlanner(lines: readonly Line[]): Recognition {
  const result: Recognition = { lines: [], unrecognised: [], sure: 0 };
  let group: string | null = null;
  for (const line of lines) {
    const [code] = findLineCodes(line);
    if (!code) {
      if (isHeading(line)) group = clean(line.text);
      else if (looksLikeRow(line.text)) {
        result.unrecognised.push({
          text: clean(line.text),
          page: line.page,
          quantity: parseCount(leadingCount.exec(line.text)?.[1] ?? ""),
          codeGuess: findLineDamagedCode(line) ?? "",
        });
      }
      continue;
    }
    const { left, right } = splitLine(line, code.start, code.end);
    const lead = leadingCount.exec(left.join(" "));
    const quantity = lead ? parseCount(lead[1]!) : null;
    const rest = right.join(" ");
    const amounts = right.flatMap((cell) => findAmounts(cell));
    if (!quantity || amounts.length === 0) continue;
    if (findWeight(rest)) result.sure++;
    result.lines.push({
      code: code.code,
      documentName: clean(lead![2]!),
      group,
      quantity,
      unitPriceMinor: amounts[0]!.minor,
      lineTotalMinor: amounts[1]?.minor ?? null,
      page: line.page,
    });
  }
  return result;
}

/** A short line of words alone: a group heading (not the column headings, not a total). */
const isHeading = (line: Line) =>
  line.cells.length <= 2 &&
  !/\d/.test(line.text) &&
  line.text.length <= 60 &&
  !totalLine.test(line.text);

/** Quantity first, then a weight or two prices: a row whose code is missing or damaged. */
const looksLikeRow = (text: string) =>
  leadingCount.test(text) &&
  !totalLine.test(text) &&
  (findWeight(text) !== null || findAmounts(text).length >= 2);
