import type { Line } from "../layout/build-lines.ts";
import { splitLine } from "../layout/split-line.ts";
import { findLineCodes, findLineDamagedCode } from "./find-article-codes.ts";
import { findAmounts } from "./numbers.ts";
import { findQuantity, parseCount } from "./quantity.ts";
import { clean, type Recognition, totalLine } from "./recognition.ts";

/** The title of an order confirmation, or its order number, in the 7 languages. */
export const orderConfirmationMark =
  /confirmation de (?:la )?commande|order confirmation|bestellbest[äa]tigung|auftragsbest[äa]tigung|orderbevestiging|bestelbevestiging|conferma d[’']ordine|conferma dell[’']ordine|confirmaci[óo]n del? pedido|confirma[çc][ãa]o d[ae] encomenda|n° de commande|num[ée]ro de commande|order number|bestellnummer|ordernummer|numero d[’']ordine|n[úu]mero de pedido|n[úu]mero da encomenda/iu;

/**
 * An order confirmation: a table of name, code, quantity, unit price and line total, then the
 * sub-total, delivery and total lines.
 */
export function recogniseOrderConfirmation(lines: readonly Line[]): Recognition {
  const result: Recognition = { lines: [], unrecognised: [], sure: 0 };
  for (const line of lines) {
    const [code] = findLineCodes(line);
    if (!code) {
      const damaged = findLineDamagedCode(line);
      if (damaged || looksLikeRow(line)) {
        result.unrecognised.push({
          text: clean(line.text),
          page: line.page,
          quantity: line.cells.map((cell) => parseCount(cell.text)).find(Boolean) ?? null,
          codeGuess: damaged ?? "",
        });
      }
      continue;
    }
    const { left, right } = splitLine(line, code.start, code.end);
    const name = clean(left.join(" "));
    const counted = right.map((cell) => parseCount(cell)).find((count) => count !== null);
    const quantity = counted ?? findQuantity(right.join(" "));
    const amounts = right.flatMap((cell) => findAmounts(cell));
    if (!name && quantity === null) continue;
    if (name && quantity !== null && amounts.length > 0) result.sure++;
    result.lines.push({
      code: code.code,
      documentName: name,
      group: null,
      quantity: quantity ?? 1,
      unitPriceMinor: amounts[0]?.minor ?? null,
      lineTotalMinor: amounts[1]?.minor ?? null,
      page: line.page,
    });
  }
  return result;
}

/** Words, a bare count and two prices: a row of the table whose code is missing. */
const looksLikeRow = (line: Line) =>
  !totalLine.test(line.text) &&
  /\p{L}{3}/u.test(line.cells[0]?.text ?? "") &&
  line.cells.some((cell) => parseCount(cell.text) !== null) &&
  line.cells.filter((cell) => findAmounts(cell.text).length > 0).length >= 2;
