import { OCR_UNSURE_BELOW } from "@frontalier/shared/pdf-import/ocr-limits";
import { buildLines, type Line, type TextRun } from "../layout/build-lines.ts";

/** The part of tesseract.js's result we read: words with their box and confidence, by line. */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: OcrBox;
}
export interface OcrLine {
  words: OcrWord[];
  bbox: OcrBox;
  baseline: OcrBox;
  rowAttributes?: { rowHeight: number };
}
export interface OcrPage {
  blocks: { paragraphs: { lines: OcrLine[] }[] }[] | null;
}

export interface OcrPageLines {
  lines: Line[];
  /** Words read with a confidence below `OCR_UNSURE_BELOW`, per line's baseline (`page:y`). */
  unsure: Map<string, string[]>;
}

/** Letters OCR takes for digits in a run of digits, and the digits they stand for. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: "0",
  o: "0",
  D: "0",
  Q: "0",
  I: "1",
  l: "1",
  "|": "1",
  i: "1",
  Z: "2",
  S: "5",
  s: "5",
  B: "8",
};
const codeLike = /^[\dODQIl|iZSsB]{3}[.,:;·'`]?[\dODQIl|iZSsB]{3}[.,:;·'`]?[\dODQIl|iZSsB]{2}$/;

/**
 * An article code as OCR misreads it: a colon or a middle dot for a dot, a letter O for a zero,
 * an l for a one (`113:977:55`, `6O2.O56.64`). Only a word with a code's shape and at least six
 * true digits is mended; any other word is left as read.
 */
export function mendCodeWord(word: string): string {
  if (!codeLike.test(word) || (word.match(/\d/g)?.length ?? 0) < 6) return word;
  const digits = [...word].filter((char) => /[\dODQIl|iZSsB]/.test(char));
  const mended = digits.map((char) => DIGIT_LOOKALIKES[char] ?? char).join("");
  return `${mended.slice(0, 3)}.${mended.slice(3, 6)}.${mended.slice(6)}`;
}

export const lineKey = (page: number, y: number) => `${page}:${Math.round(y)}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * One page read by OCR, as the text layer of a PDF would give it: each printed line a run of
 * words at one baseline (y up, as in a PDF), so that the PDF's line and column builder and the
 * same recognisers read it. A word's height is the page's median letter height, which sets the
 * gaps that split columns; each word keeps its own x, so that a run of spaces between columns
 * still reads as a column break.
 */
export function ocrPageLines(ocr: OcrPage, page: number): OcrPageLines {
  const lines = (ocr.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  const words = lines.flatMap((line) => line.words).filter((word) => word.text.trim() !== "");
  const height = median(words.map((word) => word.bbox.y1 - word.bbox.y0)) || 10;
  const runs: TextRun[] = [];
  const unsure = new Map<string, string[]>();
  for (const line of lines) {
    const kept = line.words
      .filter((word) => word.text.trim() !== "")
      .map((word) => ({ ...word, text: mendCodeWord(word.text) }));
    if (kept.length === 0) continue;
    const y = -(line.baseline.y0 + line.baseline.y1) / 2;
    for (const word of kept) {
      runs.push({
        x: word.bbox.x0,
        y,
        width: word.bbox.x1 - word.bbox.x0,
        height,
        text: word.text,
      });
    }
    const doubtful = kept.filter((word) => word.confidence < OCR_UNSURE_BELOW).map((w) => w.text);
    if (doubtful.length > 0) unsure.set(lineKey(page, y), doubtful);
  }
  return { lines: buildLines(runs, page), unsure };
}
