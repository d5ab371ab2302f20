import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { fixedCode, type ReviewAction, type ReviewFix } from "../review-state";
import { ImportTable, NARROW_ONLY, WIDE_ONLY } from "./import-table";
import { UnsureText } from "./ocr-marks";
import { RemoveLineCell } from "./remove-line-cell";

/** Lines that looked like articles without a readable code: typing the code imports them. */
export function UnrecognisedTable({
  fixes,
  dispatch,
}: {
  fixes: readonly ReviewFix[];
  dispatch(action: ReviewAction): void;
}) {
  const { t } = useTranslation("pdf-import");
  return (
    <div className="space-y-2">
      <p className="text-sm text-[var(--text-muted)]">{t("review.unrecognisedHelp")}</p>
      <ImportTable
        caption={t("review.unrecognised")}
        testId="pdf-unrecognised"
        columns={[
          { label: t("review.line") },
          { label: t("review.documentQuantity"), numeric: true, wide: true },
          { label: t("review.fixCode") },
          { label: t("review.actions"), labelHidden: true },
        ]}
      >
        {fixes.map((fix) => {
          const invalid = fix.codeInput.trim() !== "" && fixedCode(fix.codeInput) === null;
          const errorId = `${fix.key}-error`;
          return (
            <tr key={fix.key} className="border-t border-[var(--border)] align-top">
              <td className="p-2 font-mono text-xs [overflow-wrap:anywhere]">
                <UnsureText text={fix.text} words={fix.unsureWords} />
                {fix.quantity !== null && (
                  <div className={cn(NARROW_ONLY, "mt-1 font-sans text-[var(--text-muted)]")}>
                    {t("review.onDocument", { quantity: fix.quantity })}
                  </div>
                )}
              </td>
              <td className={cn(WIDE_ONLY, "p-2 text-right")}>{fix.quantity ?? ""}</td>
              <td className="p-2">
                <input
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={fix.codeGuess || "802.758.87"}
                  value={fix.codeInput}
                  aria-label={t("review.fixCodeOf", { line: fix.text })}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? errorId : undefined}
                  onChange={(event) =>
                    dispatch({ type: "code", key: fix.key, code: event.target.value })
                  }
                  className="h-9 w-28 rounded-lg border border-[var(--border)] bg-[var(--surface-raised)] px-2 font-mono sm:w-36"
                />
                {invalid && (
                  <p id={errorId} className="mt-1 text-xs text-danger">
                    {t("review.invalidCode")}
                  </p>
                )}
              </td>
              <RemoveLineCell lineKey={fix.key} code={fix.text} dispatch={dispatch} />
            </tr>
          );
        })}
      </ImportTable>
    </div>
  );
}
