import type { Line } from "../layout/build-lines.ts";
import { splitColumns } from "../layout/split-columns.ts";
import type { DocumentReading } from "../recognise/recognition.ts";
import { lineKey } from "./ocr-lines.ts";

/**
 * The words OCR was unsure of, for each line of the reading: a recognised or unrecognised line
 * names its line among the recognisers' (the page's lines, two-column prints split), whose baseline
 * says which printed line it came from; of that line's unsure words, those in its half.
 */
export function unsureWordsOf(
  pageLines: readonly Line[],
  reading: Pick<DocumentReading, "lines" | "unrecognised">,
  unsure: ReadonlyMap<string, string[]>,
): { lines: string[][]; unrecognised: string[][] } {
  const lines = splitColumns(pageLines);
  const wordsOf = (index: number) => {
    const line = lines[index];
    if (!line) return [];
    const words = unsure.get(lineKey(line.page, line.y)) ?? [];
    return words.filter((word) => line.text.includes(word));
  };
  return {
    lines: reading.lines.map((line) => wordsOf(line.line)),
    unrecognised: reading.unrecognised.map((line) => wordsOf(line.line)),
  };
}
