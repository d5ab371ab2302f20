import type { Line } from "../layout/build-lines.ts";
import { splitLine } from "../layout/split-line.ts";
import { unreadLine } from "./article-shape.ts";
import { codeColumn, lineCode } from "./find-article-codes.ts";
import { findPrices, findWeight } from "./numbers.ts";
import { parseCount } from "./quantity.ts";
import {
  checkPrice,
  clean,
  impliedQuantity,
  type RecognisedLine,
  type Recognition,
  totalLine,
} from "./recognition.ts";

const leadingCount = /^(\d{1,3})\s+(.*)$/;

/**
 * The kitchen planner's purchase list: group headings ("Éléments bas"), then rows of quantity
 * (the first column), name, code, weight, unit price and line total, decimal commas. A name too
 * long for its column goes on under it, indented.
 */
export function recogniseKitchenPlanner(lines: readonly Line[]): Recognition {
  const result: Recognition = { lines: [], unrecognised: [], sure: 0 };
  const column = codeColumn(lines);
  let group: string | null = null;
  let previous: { row: RecognisedLine; line: Line } | null = null;
  lines.forEach((line, index) => {
    const code = lineCode(line, column);
    if (!code) {
      if (previous && continuesName(line, previous.line)) {
        previous.row.documentName = clean(`${previous.row.documentName} ${line.text}`);
        return;
      }
      previous = null;
      if (isHeading(line)) group = clean(line.text);
      else if (looksLikeRow(line.text)) result.unrecognised.push(unreadLine(line, index));
      return;
    }
    const { left, right } = splitLine(line, code.start, code.end);
    const first = left[0] ?? "";
    const lead = leadingCount.exec(first);
    const amounts = right.flatMap((cell) => findPrices(cell));
    const unit = amounts.length >= 2 ? amounts.at(-2)! : amounts[0];
    const total = amounts.length >= 2 ? amounts.at(-1)! : undefined;
    const quantity =
      parseCount(first) ??
      (lead ? parseCount(lead[1]!) : null) ??
      impliedQuantity(unit?.minor ?? null, total?.minor ?? null);
    if (quantity === null || !unit) {
      previous = null;
      result.unrecognised.push(unreadLine(line, index));
      return;
    }
    const before =
      parseCount(first) !== null ? left.slice(1) : [lead?.[2] ?? first, ...left.slice(1)];
    // Some plans print the code before the name: then the name is the words right of it.
    const name = before.some((text) => /\p{L}/u.test(text))
      ? before
      : right.filter((cell) => /\p{L}{2}/u.test(cell) && findPrices(cell).length === 0);
    const unitPriceMinor = unit.minor;
    const lineTotalMinor = total?.minor ?? null;
    const priceCheck = checkPrice(quantity, unitPriceMinor, lineTotalMinor);
    if (findWeight(right.join(" ")) || priceCheck === "agrees") result.sure++;
    const row: RecognisedLine = {
      code: code.code,
      documentName: clean(name.join(" ")),
      group,
      quantity,
      unitPriceMinor,
      lineTotalMinor,
      page: line.page,
      line: index,
      priceCheck,
    };
    result.lines.push(row);
    previous = { row, line };
  });
  return result;
}

/** A short line of words alone: a group heading (not the column headings, not a total). */
const isHeading = (line: Line) =>
  line.cells.length <= 2 &&
  !/\d/.test(line.text) &&
  line.text.length <= 60 &&
  !totalLine.test(line.text);

/** Words under a row, indented to its name column: the rest of a name that wrapped. */
const continuesName = (line: Line, row: Line) =>
  line.page === row.page &&
  line.cells.length <= 2 &&
  line.cells[0]!.x > row.cells[0]!.x + 3 &&
  line.cells[0]!.x < (row.cells.at(-1)?.x ?? 0) &&
  findPrices(line.text).length === 0 &&
  !totalLine.test(line.text);

/** Quantity first, then a weight or two prices: a row whose code is missing or damaged. */
const looksLikeRow = (text: string) =>
  leadingCount.test(text) &&
  !totalLine.test(text) &&
  (findWeight(text) !== null || findPrices(text).length >= 2);
