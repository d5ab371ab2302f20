import type { Line } from "./build-lines.ts";

/**
 * The cells of a line left and right of a span of its text (a code): a cell the span cuts keeps
 * its outer parts, so that columns stay apart (`1 | 234,56 €` is never read as `1 234,56 €`).
 */
export function splitLine(line: Line, start: number, end: number) {
  const left: string[] = [];
  const right: string[] = [];
  let offset = 0;
  for (const cell of line.cells) {
    const cellEnd = offset + cell.text.length;
    if (cellEnd <= start) left.push(cell.text);
    else if (offset >= end) right.push(cell.text);
    else {
      const before = cell.text.slice(0, Math.max(0, start - offset)).trim();
      const after = cell.text.slice(Math.max(0, end - offset)).trim();
      if (before) left.push(before);
      if (after) right.push(after);
    }
    offset = cellEnd + 1;
  }
  return { left, right };
}
