export type FeedImportErrorCode =
  | "unreadable-file"
  | "empty-file"
  | "unknown-format"
  | "malformed-json"
  | "too-large"
  | "invalid-option";

/** The file cannot be imported at all (as opposed to a row, which is rejected and reported). */
export class FeedImportError extends Error {
  override name = "FeedImportError";
  readonly code: FeedImportErrorCode;

  constructor(code: FeedImportErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
