import type { ErrorCode } from "@frontalier/shared/errors";

/** Why a file is refused; crosses the process boundary as its code. */
export type PdfRefusal = Exclude<Extract<ErrorCode, `pdf_${string}`>, `pdf_import_${string}`>;

export class PdfRejected extends Error {
  override name = "PdfRejected";
  constructor(
    readonly code: PdfRefusal,
    options?: ErrorOptions,
  ) {
    super(code, options);
  }
}
