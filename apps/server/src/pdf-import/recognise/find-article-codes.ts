export interface FoundCode {
  /** Eight digits. */
  code: string;
  /** Where the code is written in the text, separators included. */
  start: number;
  end: number;
}

interface Token {
  text: string;
  index: number;
}

const MAX_TOKENS = 4;
const pureDigitsAndSeparators = /^[\d.,]+$/;

/**
 * Article codes in a line of text, written `802.456.78`, `802,456,78`, `802 456 78`, `80245678`
 * or split by the text layer (`802.456 .78`, `80 2.456.78`): eight digits whose dots or commas
 * sit after the 3rd and 6th digit. A price such as `123.456,78` (mixed separators) is not a code.
 */
export function findArticleCodes(text: string): FoundCode[] {
  const tokens: Token[] = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], index: m.index }));
  const found: FoundCode[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let span = 1; span <= MAX_TOKENS && i + span <= tokens.length; span++) {
      const code = codeOf(tokens.slice(i, i + span));
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

function codeOf(tokens: readonly Token[]): FoundCode | "stop" | null {
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
  const separators = new Map<number, string>();
  const boundaries = new Set<number>();
  for (const [n, part] of parts.entries()) {
    if (n > 0) boundaries.add(digits.length);
    for (const char of part) {
      if (char === "." || char === ",") {
        if (separators.has(digits.length) || digits.length === 0) return null;
        separators.set(digits.length, char);
      } else digits += char;
    }
  }
  if (digits.length > 8) return "stop";
  if (digits.length !== 8) return null;
  if ([...separators.keys()].some((at) => at !== 3 && at !== 6)) return null;
  if (new Set(separators.values()).size > 1) return null;
  const marked = new Set([...separators.keys(), ...boundaries]);
  const plain = tokens.length === 1 && separators.size === 0;
  if (!plain && !(marked.has(3) && marked.has(6))) return null;
  return { code: digits, start: first.index + head, end: last.index + tail + 1 };
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
export function findLineCodes(line: { cells: readonly { text: string }[] }): FoundCode[] {
  const cached = lineCodes.get(line);
  if (cached) return cached;
  const found: FoundCode[] = [];
  let offset = 0;
  for (const cell of line.cells) {
    for (const code of findArticleCodes(cell.text)) {
      found.push({ code: code.code, start: code.start + offset, end: code.end + offset });
    }
    offset += cell.text.length + 1;
  }
  lineCodes.set(line, found);
  return found;
}

// Every layout reads every line: the codes of a line are found once.
const lineCodes = new WeakMap<object, FoundCode[]>();

/** `findDamagedCode` cell by cell. */
export const findLineDamagedCode = (line: { cells: readonly { text: string }[] }) =>
  line.cells.map((cell) => findDamagedCode(cell.text)).find((guess) => guess !== null) ?? null;
