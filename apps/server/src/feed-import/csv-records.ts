/** One CSV record and the physical line (1-based) its first character is on. */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** Set when the quoting is broken (RFC 4180 §2); the fields are then only a best effort. */
  malformed?: string;
}

const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const BOM = "\uFEFF";

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** A quote inside a quoted field: either the first of `""` or the closing one. */
const AFTER_QUOTE = 3;

/**
 * An incremental RFC 4180 scanner that counts physical lines (LF, CRLF and lone CR each end one),
 * including the line breaks inside quoted fields, so that a rejection can name the line an editor
 * shows. csv-parse was tried first: it counts the CR and the LF of a quoted CRLF as two lines.
 * Lenient where that costs nothing: a quote inside an unquoted field is kept as text, and blank
 * lines are skipped.
 */
export class CsvScanner {
  #fields: string[] = [];
  #field = "";
  #state = FIELD_START;
  #line = 1;
  #recordLine = 0;
  #quoteLine = 0;
  #afterCr = false;
  #started = false;
  #malformed: string | undefined;

  /** Scans the next piece of text; returns the records it completed. */
  push(chunk: string): CsvRecord[] {
    const records: CsvRecord[] = [];
    let i = 0;
    if (!this.#started && chunk.length > 0) {
      this.#started = true;
      if (chunk.startsWith(BOM)) i = 1;
    }
    let start = i;
    for (; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.#afterCr) {
        this.#afterCr = false;
        // The LF of a CRLF: the line was already counted at the CR.
        if (c === LF) {
          if (this.#state !== QUOTED) start = i + 1;
          continue;
        }
      }
      let state = this.#state;
      if (state === QUOTED) {
        if (c === QUOTE) {
          this.#field += chunk.slice(start, i);
          this.#state = AFTER_QUOTE;
        } else if (c === LF) {
          this.#line++;
        } else if (c === CR) {
          this.#line++;
          this.#afterCr = true;
        }
        continue;
      }
      if (state === AFTER_QUOTE) {
        start = i;
        if (c === QUOTE) {
          // `""`: the slice from here keeps one quote.
          this.#state = QUOTED;
          continue;
        }
        if (c !== COMMA && c !== LF && c !== CR) {
          this.#malformed ??= "text after the closing quote of a field";
          this.#state = UNQUOTED;
          continue;
        }
        state = UNQUOTED;
      }
      if (c === COMMA) {
        if (this.#recordLine === 0) this.#recordLine = this.#line;
        this.#fields.push(this.#field + chunk.slice(start, i));
        this.#field = "";
        start = i + 1;
        this.#state = FIELD_START;
      } else if (c === LF || c === CR) {
        const last = this.#field + chunk.slice(start, i);
        // A blank line (no character before the break) is no record.
        if (this.#recordLine !== 0 || last !== "") records.push(this.#finish(last));
        this.#line++;
        this.#afterCr = c === CR;
        start = i + 1;
        this.#state = FIELD_START;
      } else if (state === FIELD_START) {
        if (this.#recordLine === 0) this.#recordLine = this.#line;
        if (c === QUOTE) {
          this.#quoteLine = this.#line;
          start = i + 1;
          this.#state = QUOTED;
        } else {
          this.#state = UNQUOTED;
        }
      }
    }
    if (this.#state === UNQUOTED || this.#state === QUOTED) this.#field += chunk.slice(start);
    return records;
  }

  /** Completes the last record when the text does not end with a line break. */
  end(): CsvRecord[] {
    if (this.#state === QUOTED) {
      this.#malformed ??= `quoted field opened on line ${this.#quoteLine} is never closed`;
    }
    if (this.#recordLine === 0 && this.#field === "") return [];
    return [this.#finish(this.#field)];
  }

  #finish(lastField: string): CsvRecord {
    this.#fields.push(lastField);
    const record: CsvRecord = { line: this.#recordLine, fields: this.#fields };
    if (this.#malformed) record.malformed = this.#malformed;
    this.#fields = [];
    this.#field = "";
    this.#recordLine = 0;
    this.#malformed = undefined;
    return record;
  }
}

/** Streams the records of UTF-8 CSV text: memory stays that of one chunk, however long the file. */
export async function* readCsvRecords(
  source: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<CsvRecord> {
  // ignoreBOM keeps a byte-order mark for the scanner, which drops it from strings and bytes alike.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const scanner = new CsvScanner();
  for await (const chunk of source) {
    yield* scanner.push(
      typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }),
    );
  }
  yield* scanner.push(decoder.decode());
  yield* scanner.end();
}
