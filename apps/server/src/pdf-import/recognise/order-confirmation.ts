import type { Line } from "../layout/build-lines.ts";
import { splitLine } from "../layout/split-line.ts";
import { unreadLine } from "./article-shape.ts";
import { codeColumn, findLineDamagedCode, lineCode } from "./find-article-codes.ts";
import { findPrices } from "./numbers.ts";
import { findQuantity, parseCount } from "./quantity.ts";
import {
  checkPrice,
  clean,
  impliedQuantity,
  type RecognisedLine,
  type Recognition,
  totalLine,
} from "./recognition.ts";

/** The title of an order confirmation, or its order number, in the 7 languages. */
export const orderConfirmationMark =
  /confirmation de (?:la )?commande|order confirmation|bestellbest[äa]tigung|auftragsbest[äa]tigung|orderbevestiging|bestelbevestiging|conferma d[’']ordine|conferma dell[’']ordine|confirmaci[óo]n del? pedido|confirma[çc][ãa]o d[ae] encomenda|n° de commande|num[ée]ro de commande|order number|bestellnummer|ordernummer|numero d[’']ordine|n[úu]mero de pedido|n[úu]mero da encomenda/iu;

/**
 * An order confirmation: a table of name, code, quantity, unit price and line total, then the
 * sub-total, delivery and total lines. A name too long for its column goes on under it.
 */
export function recogniseOrderConfirmation(lines: readonly Line[]): Recognition {
  const result: Recognition = { lines: [], unrecognised: [], sure: 0 };
  const column = codeColumn(lines);
  let previous: { row: RecognisedLine; line: Line } | null = null;
  lines.forEach((line, index) => {
    const code = lineCode(line, column);
    if (!code) {
      if (previous && continuesName(line, previous.line)) {
        previous.row.documentName = clean(`${previous.row.documentName} ${line.text}`);
        return;
      }
      previous = null;
      if (findLineDamagedCode(line) || looksLikeRow(line)) {
        result.unrecognised.push(unreadLine(line, index));
      }
      return;
    }
    previous = null;
    const { left, right } = splitLine(line, code.start, code.end);
    const name = clean(left.join(" "));
    const counted = right.map((cell) => parseCount(cell)).find((count) => count !== null);
    const amounts = right.flatMap((cell) => findPrices(cell));
    const unit = amounts.length >= 2 ? amounts.at(-2) : amounts[0];
    const total = amounts.length >= 2 ? amounts.at(-1) : undefined;
    const written = counted ?? findQuantity(right.join(" "));
    const quantity = written ?? impliedQuantity(unit?.minor ?? null, total?.minor ?? null);
    if (!name && quantity === null) {
      result.unrecognised.push(unreadLine(line, index));
      return;
    }
    const priceCheck = checkPrice(quantity ?? 1, unit?.minor ?? null, total?.minor ?? null);
    if (name && written !== null && amounts.length > 0) result.sure++;
    const row: RecognisedLine = {
      code: code.code,
      documentName: name,
      group: null,
      quantity: quantity ?? 1,
      unitPriceMinor: unit?.minor ?? null,
      lineTotalMinor: total?.minor ?? null,
      page: line.page,
      line: index,
      priceCheck,
    };
    result.lines.push(row);
    previous = { row, line };
  });
  return result;
}

/** Words alone under a row, in its name column: the rest of a name that wrapped. */
const continuesName = (line: Line, row: Line) =>
  line.page === row.page &&
  line.cells.length === 1 &&
  Math.abs(line.cells[0]!.x - row.cells[0]!.x) <= 3 &&
  !/\d/.test(line.text) &&
  !totalLine.test(line.text);

/** Words, a bare count and two prices: a row of the table whose code is missing. */
const looksLikeRow = (line: Line) =>
  !totalLine.test(line.text) &&
  /\p{L}{3}/u.test(line.cells[0]?.text ?? "") &&
  line.cells.some((cell) => parseCount(cell.text) !== null) &&
  line.cells.filter((cell) => findPrices(cell.text).length > 0).length >= 2;
