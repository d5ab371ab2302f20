import type { Line } from "../layout/build-lines.ts";
import { splitLine } from "../layout/split-line.ts";
import { isArticleShaped } from "./article-shape.ts";
import { codeColumn, findLineDamagedCode, type LineCode, lineCode } from "./find-article-codes.ts";
import { findAmounts } from "./numbers.ts";
import { findQuantity } from "./quantity.ts";
import { checkPrice, clean, impliedQuantity, type Recognition, totalLine } from "./recognition.ts";

/**
 * A printed card: name and price, then a description (which may wrap once), then the code, then
 * "2 pièces" and the line total.
 */
const NAME_LINES = 3;
const QUANTITY_LINES = 2;

interface Anchor {
  index: number;
  code: LineCode | null;
  damaged: string | null;
}

/**
 * The retailer's wishlist or cart printed to PDF from the browser: one card per article, its
 * lines in order (name and price, description, code, quantity in words and line total).
 */
export function recogniseRetailerList(lines: readonly Line[]): Recognition {
  const result: Recognition = { lines: [], unrecognised: [], sure: 0 };
  const anchors: Anchor[] = [];
  const column = codeColumn(lines);
  lines.forEach((line, index) => {
    const code = lineCode(line, column);
    const damaged = code ? null : findLineDamagedCode(line);
    if (code || damaged) anchors.push({ index, code, damaged });
  });
  let consumed = -1;
  anchors.forEach((anchor, n) => {
    const line = lines[anchor.index]!;
    const next = anchors[n + 1]?.index ?? lines.length;
    const nameLines = lines
      .slice(Math.max(consumed + 1, anchor.index - NAME_LINES), anchor.index)
      .filter(
        (candidate) =>
          candidate.page === line.page && !isChrome(candidate) && !isArticleShaped(candidate),
      );
    const { left, right } = anchor.code
      ? splitLine(line, anchor.code.start, anchor.code.end)
      : { left: [], right: [] };
    const names = [...nameLines.flatMap((l) => l.cells.map((c) => c.text)), ...left]
      .filter((text) => findAmounts(text).length === 0 && !isCodeLabel(text))
      .map(clean);
    let quantity = findQuantity(right.join(" "));
    let quantityLine: Line | null = quantity === null ? null : line;
    consumed = anchor.index;
    for (
      let i = anchor.index + 1;
      quantity === null && i < Math.min(next, anchor.index + 1 + QUANTITY_LINES);
      i++
    ) {
      quantity = findQuantity(lines[i]!.text);
      if (quantity !== null) {
        quantityLine = lines[i]!;
        consumed = i;
      }
    }
    if (!anchor.code) {
      result.unrecognised.push({
        text: clean([...names, line.text].join(" ")),
        page: line.page,
        quantity,
        codeGuess: anchor.damaged ?? "",
        line: anchor.index,
      });
      return;
    }
    if (quantity !== null) result.sure++;
    const unit =
      nameLines.flatMap((l) => l.cells.flatMap((c) => findAmounts(c.text)))[0]?.minor ??
      right.flatMap((c) => findAmounts(c))[0]?.minor ??
      null;
    const total =
      (quantityLine && quantityLine !== line
        ? quantityLine.cells.flatMap((c) => findAmounts(c.text))[0]
        : right.flatMap((c) => findAmounts(c))[1]
      )?.minor ?? null;
    const read = quantity ?? impliedQuantity(unit, total) ?? 1;
    result.lines.push({
      code: anchor.code.code,
      documentName: names.join(" "),
      group: null,
      quantity: read,
      unitPriceMinor: unit,
      lineTotalMinor: total,
      page: line.page,
      line: anchor.index,
      priceCheck: checkPrice(read, unit, total),
    });
  });
  return result;
}

/** The browser's print header and footer (date, page title, address, page number) and totals. */
const isChrome = (line: Line) =>
  /https?:\/\/|www\.|\b\d{1,3}\s?\/\s?\d{1,3}$/.test(line.text) || totalLine.test(line.text);

/** "Réf. article", "Artikelnummer"… printed before the code. */
const isCodeLabel = (text: string) =>
  /^(?:r[ée]f(?:[ée]rence)?\.?|article(?: number)?|art\.?-?nr\.?|artikelnummer|artikelnr\.?|codice articolo|c[óo]digo(?: de art[íi]culo)?|refer[êe]ncia|n[°º]?)\s*:?$/iu.test(
    text.trim(),
  );
