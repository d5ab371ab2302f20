import { ScanText } from "lucide-react";
import { Fragment } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import type { Review } from "../review-state";

/** Whether the review comes from a photo or scan: only OCR's lines carry `unsureWords`. */
export const readByOcr = (review: Review) =>
  [...review.lines, ...review.fixes].some((line) => line.unsureWords !== undefined);

/** Issue 24: a list read from a photo says that every line is to be checked. */
export function OcrNotice({ review }: { review: Review }) {
  const { t } = useTranslation("pdf-import");
  if (!readByOcr(review)) return null;
  return (
    <p
      className="mt-2 flex items-start gap-2 rounded-lg bg-[var(--surface-muted)] p-2 text-sm"
      data-testid="pdf-ocr-notice"
    >
      <ScanText size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand" />
      <span>
        {t("review.ocrNotice")}{" "}
        <mark className="rounded bg-amber-200 px-1 text-amber-950">
          {t("review.unsureExample")}
        </mark>
      </span>
    </p>
  );
}

/**
 * A line's text with the words OCR was unsure of highlighted (a `mark`, named for screen readers),
 * the rest as read.
 */
export function UnsureText({ text, words }: { text: string; words?: readonly string[] }) {
  const { t } = useTranslation("pdf-import");
  const unsure = new Set(words ?? []);
  if (unsure.size === 0) return <>{text}</>;
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, i) =>
        unsure.has(part) ? (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, never reordered
            key={i}
            className="rounded bg-amber-200 px-0.5 text-amber-950"
            data-testid="pdf-unsure-word"
          >
            <span className="sr-only">{t("review.unsure")} </span>
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, never reordered
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
