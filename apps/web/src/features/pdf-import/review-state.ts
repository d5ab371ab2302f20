import { extractArticleCode } from "@frontalier/shared/article-code";
import { browserStorageKeys } from "@frontalier/shared/browser-storage";
import type {
  ImportedLine,
  ImportItem,
  PdfImportResponse,
  UnrecognisedLine,
} from "@frontalier/shared/contracts/pdf-import";
import { MAX_IMPORT_QUANTITY } from "@frontalier/shared/pdf-import/limits";

export interface ReviewLine extends ImportedLine {
  key: string;
  /** The quantity as printed; `quantity` is the one the shopper imports. */
  quantityOnDocument: number;
}

export interface ReviewFix extends UnrecognisedLine {
  key: string;
  /** What the shopper typed as the line's code. */
  codeInput: string;
}

/** The import being reviewed: what the server read, as the shopper corrects it. */
export interface Review {
  model: PdfImportResponse["model"];
  pages: number;
  lines: ReviewLine[];
  fixes: ReviewFix[];
  /** Lines of the document shaped like article lines: each is in `lines` or in `fixes`. */
  seen: number;
}

export type ReviewAction =
  | { type: "quantity"; key: string; quantity: number }
  | { type: "remove"; key: string }
  | { type: "code"; key: string; code: string };

export function toReview(result: PdfImportResponse): Review {
  return {
    model: result.model,
    pages: result.pages,
    lines: result.lines.map((line, i) => ({
      ...line,
      key: `l${i}`,
      quantityOnDocument: line.quantity,
    })),
    fixes: result.unrecognised.map((line, i) => ({ ...line, key: `u${i}`, codeInput: "" })),
    seen: result.seen,
  };
}

const clampQuantity = (quantity: number) =>
  Number.isFinite(quantity) ? Math.min(MAX_IMPORT_QUANTITY, Math.max(1, Math.round(quantity))) : 1;

export function reviewReducer(review: Review, action: ReviewAction): Review {
  switch (action.type) {
    case "quantity":
      return {
        ...review,
        lines: review.lines.map((line) =>
          line.key === action.key ? { ...line, quantity: clampQuantity(action.quantity) } : line,
        ),
      };
    case "remove":
      return {
        ...review,
        lines: review.lines.filter((line) => line.key !== action.key),
        fixes: review.fixes.filter((fix) => fix.key !== action.key),
      };
    case "code":
      return {
        ...review,
        fixes: review.fixes.map((fix) =>
          fix.key === action.key ? { ...fix, codeInput: action.code } : fix,
        ),
      };
  }
}

/** The typed code when it is one: eight digits, however written. */
export function fixedCode(input: string): string | null {
  const digits = input.replace(/\D/g, "");
  return digits.length === 8 ? extractArticleCode(digits) : null;
}

/** What would be added: the recognised lines and the corrected ones. */
export function reviewItems(review: Review): ImportItem[] {
  const fixed = review.fixes.flatMap((fix) => {
    const code = fixedCode(fix.codeInput);
    return code ? [{ code, quantity: fix.quantity ?? 1 }] : [];
  });
  return [...review.lines.map(({ code, quantity }) => ({ code, quantity })), ...fixed];
}

const STORAGE_KEY = browserStorageKeys.pdfImportReview;

/** Kept for the tab's life, so that a reload or a detour through the premium page loses nothing. */
export function saveReview(review: Review | null) {
  try {
    if (review) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(review));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or disabled: the review lives on in memory.
  }
}

export function loadReview(): Review | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as Review) : null;
  } catch {
    return null;
  }
}
