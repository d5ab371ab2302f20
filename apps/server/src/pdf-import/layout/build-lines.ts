/** One positioned piece of text of a page, as the PDF's text layer gives it (PDF units, y up). */
export interface TextRun {
  x: number;
  y: number;
  width: number;
  /** Font size; tolerances scale with it. */
  height: number;
  text: string;
}

/** Text that sits together on a line: one column of a table row. */
export interface Cell {
  x: number;
  right: number;
  text: string;
}

export interface Line {
  page: number;
  y: number;
  cells: Cell[];
  /** The cells joined by one space. */
  text: string;
}

// Fractions of the font size. A word space is about 0.25 em; runs closer than JOIN_GAP are one
// word drawn in pieces (a code whose parts are separate runs); runs further apart than
// COLUMN_GAP are in different columns.
const SAME_LINE = 0.5;
const JOIN_GAP = 0.12;
const COLUMN_GAP = 0.9;

const normalise = (text: string) => text.replace(/[\u00a0\u202f\u2007\t]/g, " ");

interface Piece extends TextRun {
  /** Set off from the text before it by a run of spaces: a column of its own, however narrow. */
  own: boolean;
}

/**
 * A run whose columns are aligned with runs of spaces (a monospace print, a text export: `7   METOD
 * 602.056.64   18,00`) is cut at each run of two spaces or more, each piece placed where its first
 * character is drawn (the width shared evenly among characters, exact for monospace fonts).
 */
function piecesOf(run: TextRun): Piece[] {
  const perChar = run.text.length > 0 ? run.width / run.text.length : 0;
  const pieces: Piece[] = [];
  for (const match of run.text.matchAll(/\S+(?: \S+)*/g)) {
    pieces.push({
      ...run,
      x: run.x + match.index * perChar,
      width: match[0].length * perChar,
      text: match[0],
      own: pieces.length > 0,
    });
  }
  return pieces;
}

/**
 * Rebuilds a page's text layer into lines (top to bottom) of cells (left to right): runs on the
 * same baseline form a line whatever order the PDF drew them in.
 */
export function buildLines(runs: readonly TextRun[], page: number): Line[] {
  const visible = runs
    .filter((run) => run.text.trim() !== "")
    .flatMap((run) => piecesOf({ ...run, text: normalise(run.text), height: run.height || 1 }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: (typeof visible)[] = [];
  for (const run of visible) {
    const current = groups.at(-1);
    const reference = current?.[0];
    if (current && reference && Math.abs(reference.y - run.y) <= SAME_LINE * reference.height) {
      current.push(run);
    } else {
      groups.push([run]);
    }
  }
  return groups.map((group) => {
    const cells = toCells(group.sort((a, b) => a.x - b.x));
    return { page, y: group[0]!.y, cells, text: cells.map((cell) => cell.text).join(" ") };
  });
}

function toCells(runs: readonly Piece[]): Cell[] {
  const cells: Cell[] = [];
  let current: (Cell & { height: number }) | null = null;
  for (const run of runs) {
    const text = run.text.replace(/\s+/g, " ");
    const gap = current ? run.x - current.right : 0;
    const size = Math.max(run.height, current?.height ?? 0);
    if (current && !run.own && gap <= COLUMN_GAP * size) {
      const glue =
        gap <= JOIN_GAP * size || /\s$/.test(current.text) || /^\s/.test(text) ? "" : " ";
      current.text += glue + text;
      current.right = Math.max(current.right, run.x + run.width);
      continue;
    }
    if (current) cells.push(finish(current));
    current = { x: run.x, right: run.x + run.width, text, height: run.height };
  }
  if (current) cells.push(finish(current));
  return cells;
}

const finish = (cell: Cell & { height: number }): Cell => ({
  x: cell.x,
  right: cell.right,
  text: cell.text.replace(/\s+/g, " ").trim(),
});
