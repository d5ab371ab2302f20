import { findLineCodes } from "../recognise/find-article-codes.ts";
import type { Line } from "./build-lines.ts";

/** Code columns this far apart are two printed columns of cards, not one table's columns. */
const COLUMN_DISTANCE = 150;
/** Each column holds at least this share of the codes (a number inside a name is no column). */
const MIN_SHARE = 0.25;
const MIN_CODES = 2;

/**
 * A print of two cards side by side (the wishlist's two-column print): each page is read as its
 * left column, then its right column, so that every card's lines follow each other. Other
 * documents are returned as they are.
 */
export function splitColumns(lines: readonly Line[]): readonly Line[] {
  const boundary = columnBoundary(lines);
  if (boundary === null) return lines;
  const pages = new Map<number, { left: Line[]; right: Line[] }>();
  for (const line of lines) {
    const page = pages.get(line.page) ?? { left: [], right: [] };
    pages.set(line.page, page);
    const left = line.cells.filter((cell) => cell.x < boundary);
    const right = line.cells.filter((cell) => cell.x >= boundary);
    if (left.length) page.left.push(withCells(line, left));
    if (right.length) page.right.push(withCells(line, right));
  }
  return [...pages.values()].flatMap((page) => [...page.left, ...page.right]);
}

function columnBoundary(lines: readonly Line[]): number | null {
  const codes = lines.flatMap((line) => findLineCodes(line));
  // Eight bare digits may be another number; codes written as codes say where the column is.
  const written = codes.filter((code) => code.separated);
  const xs = (written.length >= MIN_CODES * 2 ? written : codes).map((code) => code.x);
  xs.sort((a, b) => a - b);
  let widest = 0;
  let at = -1;
  for (let i = 1; i < xs.length; i++) {
    if (xs[i]! - xs[i - 1]! > widest) [widest, at] = [xs[i]! - xs[i - 1]!, i];
  }
  if (widest < COLUMN_DISTANCE) return null;
  const smaller = Math.min(at, xs.length - at);
  if (smaller < MIN_CODES || smaller < MIN_SHARE * xs.length) return null;
  return xs[at]! - 1;
}

const withCells = (line: Line, cells: Line["cells"]): Line => ({
  page: line.page,
  y: line.y,
  cells,
  text: cells.map((cell) => cell.text).join(" "),
});
