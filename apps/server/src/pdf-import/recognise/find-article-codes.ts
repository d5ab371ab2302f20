export interface FoundCode {
  /** Eight digits. */
  code: string;
  /** Where the code is written in the text, separators included. */
  start: number;
  end: number;
  /** Written with separators (`802.456.78`), not eight bare digits that may be another number. */
  separated: boolean;
}

/** A code of a rebuilt line, with the left edge of the cell it is written in. */
export interface LineCode extends FoundCode {
  x: number;
}

interface Token {
  text: string;
  index: number;
}

const MAX_TOKENS = 4;
const pureDigitsAndSeparators = /^[\d.,'’`´·]+$/;
/** Marks a slip of the pen or of OCR leaves among a code's digits; never separators. */
const strayMark = /['’`´·]/;
const currencyNear = /€|£|\$|\b(?:EUR|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|kr|zł|Kč|Ft|lei)\b/iu;

/**
 * Article codes in a line of text, written `802.456.78`, `802,456,78`, `802 456 78`, `80245678`
 * or split by the text layer (`802.456 .78`, `80 2.456.78`): eight digits whose dots or commas
 * sit after the 3rd and 6th digit. Typing and OCR slips are read too: a comma for a dot in one
 * place (`504.171,95`, `504,468.81`), a stray mark among the digits (`602.05'6.64`). A price
 * such as `123.456,78 €` (mixed separators beside a currency) is not a code.
 */
export function findArticleCodes(text: string): FoundCode[] {
  const tokens: Token[] = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], index: m.index }));
  const found: FoundCode[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let span = 1; span <= MAX_TOKENS && i + span <= tokens.length; span++) {
      const code = codeOf(tokens.slice(i, i + span), text);
      if (code === "stop") break;
      if (code) {
        found.push(code);
        i += span - 1;
        break;
      }
    }
  }
  return found;
}

function codeOf(tokens: readonly Token[], text: string): FoundCode | "stop" | null {
  const first = tokens[0]!;
  const last = tokens.at(-1)!;
  const head = first.text.search(/\d/);
  if (head < 0) return null;
  const tail = lastDigit(last.text);
  const parts = tokens.map((token, n) => {
    const from = n === 0 ? head : 0;
    const to = n === tokens.length - 1 ? tail + 1 : token.text.length;
    return token.text.slice(from, to);
  });
  // Extending the span cannot mend a word that is not a number.
  if (!parts.every((part) => pureDigitsAndSeparators.test(part))) return "stop";
  // Whatever follows the last digit must not continue the number (`.50,99`, `.5x`).
  if (/^[.,]?\d/.test(last.text.slice(tail + 1))) return null;
  let digits = "";
  let strays = 0;
  const separators = new Map<number, string>();
  const boundaries = new Set<number>();
  for (const [n, part] of parts.entries()) {
    if (n > 0) boundaries.add(digits.length);
    for (const char of part) {
      if (strayMark.test(char)) strays++;
      else if (char === "." || char === ",") {
        if (separators.has(digits.length) || digits.length === 0) return null;
        separators.set(digits.length, char);
      } else digits += char;
    }
  }
  if (digits.length > 8) return "stop";
  if (digits.length !== 8 || strays > 1) return null;
  if ([...separators.keys()].some((at) => at !== 3 && at !== 6)) return null;
  const start = first.index + head;
  const end = last.index + tail + 1;
  // Grouped one way and split another beside a currency, it is a price (`123.456,78 €`,
  // `105 916,92 €`); away from one, a slip (`504.171,95`).
  const kind = (at: number) => separators.get(at) ?? (boundaries.has(at) ? " " : "");
  const around = text.slice(Math.max(0, start - 3), end + 3);
  if (kind(3) !== kind(6) && currencyNear.test(around)) return null;
  const marked = new Set([...separators.keys(), ...boundaries]);
  const plain = tokens.length === 1 && separators.size === 0 && strays === 0;
  if (!plain && !(marked.has(3) && marked.has(6))) return null;
  return { code: digits, start, end, separated: !plain };
}

function lastDigit(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (/\d/.test(text[i]!)) return i;
  return -1;
}

const damagedCode = /(?<![\d.,])(\d{2,4})([.,]) ?(\d{2,4})\2 ?(\d{1,3})(?![\d]|[.,]\d)/;

/**
 * The digits of something written like a code that is not one (`002.638.5`, `0026.38.50`): the
 * line is shown to the shopper, who can correct it. Null when nothing looks like a code.
 */
export function findDamagedCode(text: string): string | null {
  const match = damagedCode.exec(text);
  if (!match) return null;
  return `${match[1]}${match[3]}${match[4]}`;
}

/**
 * The codes of a rebuilt line, looked for cell by cell so that a code never takes digits from
 * the next column (`002.638.5 | 2` is not `002.638.52`); offsets are in `line.text`.
 */
export function findLineCodes(line: {
  cells: readonly { text: string; x?: number }[];
}): LineCode[] {
  const cached = lineCodes.get(line);
  if (cached) return cached;
  const found: LineCode[] = [];
  let offset = 0;
  for (const cell of line.cells) {
    for (const code of findArticleCodes(cell.text)) {
      found.push({
        ...code,
        start: code.start + offset,
        end: code.end + offset,
        x: cell.x ?? offset,
      });
    }
    offset += cell.text.length + 1;
  }
  lineCodes.set(line, found);
  return found;
}

// Every layout reads every line: the codes of a line are found once.
const lineCodes = new WeakMap<object, LineCode[]>();

/**
 * The article code of a line that may show other 8-digit numbers: a number inside the name
 * (`19253714 HAVSEN … 203.592.29`) is not the code when the code column has one. Codes written
 * with separators come first, then the one nearest the column where the document's codes sit.
 */
export function lineCode(
  line: { cells: readonly { text: string; x?: number }[] },
  codeColumnX: number | null = null,
): LineCode | null {
  const codes = findLineCodes(line);
  if (codes.length <= 1) return codes[0] ?? null;
  const distance = (code: LineCode) => (codeColumnX === null ? 0 : Math.abs(code.x - codeColumnX));
  return [...codes].sort(
    (a, b) => Number(b.separated) - Number(a.separated) || distance(a) - distance(b),
  )[0]!;
}

/** Where the document's codes are written: the most common left edge of a code's cell. */
export function codeColumn(lines: readonly { cells: readonly { text: string; x?: number }[] }[]) {
  const counts = new Map<number, number>();
  for (const line of lines) {
    const codes = findLineCodes(line);
    if (codes.length !== 1) continue;
    const x = Math.round(codes[0]!.x / 10) * 10;
    counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [x, count] of counts) if (best === null || count > counts.get(best)!) best = x;
  return best;
}

/** `findDamagedCode` cell by cell. */
export const findLineDamagedCode = (line: { cells: readonly { text: string }[] }) =>
  line.cells.map((cell) => findDamagedCode(cell.text)).find((guess) => guess !== null) ?? null;
