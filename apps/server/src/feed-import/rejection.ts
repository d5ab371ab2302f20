/** Why a row of a feed was not imported; stable codes, so that reports can be counted and tested. */
export type RejectionCode =
  | "malformed-csv"
  | "field-count"
  | "no-article-code"
  | "missing-name"
  | "unparsable-price"
  | "price-out-of-range"
  | "missing-date"
  | "unparsable-date"
  | "unknown-country"
  | "unknown-currency"
  | "currency-mismatch"
  | "duplicate-in-file"
  /** JSON feeds: an item that is neither a search item nor a product JSON. */
  | "unrecognised-item";

export interface Rejection {
  code: RejectionCode;
  /** For the operator reading the report: what was wrong, quoting the offending value. */
  reason: string;
}

export interface RejectedLine extends Rejection {
  /** Physical line of the file the record starts on (1-based; the header is line 1). */
  line: number;
}

export const reject = (code: RejectionCode, reason: string): Rejection => ({ code, reason });

export const isRejection = (value: object): value is Rejection => "reason" in value;

/** Quotes a cell for a reason, cut short so that a broken row cannot flood the report. */
export const quote = (value: string): string =>
  JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
