import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { fixedCode, type ReviewAction, type ReviewFix } from "../review-state";

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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="pdf-unrecognised">
          <caption className="sr-only">{t("review.unrecognised")}</caption>
          <thead className="text-[var(--text-muted)]">
            <tr>
              <th scope="col" className="p-2">
                {t("review.line")}
              </th>
              <th scope="col" className="p-2 text-right">
                {t("review.documentQuantity")}
              </th>
              <th scope="col" className="p-2">
                {t("review.fixCode")}
              </th>
              <th scope="col" className="p-2">
                <span className="sr-only">{t("review.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fixes.map((fix) => {
              const invalid = fix.codeInput.trim() !== "" && fixedCode(fix.codeInput) === null;
              const errorId = `${fix.key}-error`;
              return (
                <tr key={fix.key} className="border-t border-[var(--border)] align-top">
                  <td className="p-2 font-mono text-xs">{fix.text}</td>
                  <td className="p-2 text-right">{fix.quantity ?? ""}</td>
                  <td className="p-2">
                    <input
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={fix.codeGuess || "123.456.78"}
                      value={fix.codeInput}
                      aria-label={t("review.fixCodeOf", { line: fix.text })}
                      aria-invalid={invalid || undefined}
                      aria-describedby={invalid ? errorId : undefined}
                      onChange={(event) =>
                        dispatch({ type: "code", key: fix.key, code: event.target.value })
                      }
                      className="h-9 w-36 rounded-lg border border-[var(--border)] bg-[var(--surface-raised)] px-2 font-mono"
                    />
                    {invalid && (
                      <p id={errorId} className="mt-1 text-xs text-danger">
                        {t("review.invalidCode")}
                      </p>
                    )}
                  </td>
                  <td className="p-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("review.removeLine", { code: fix.text })}
                      onClick={() => dispatch({ type: "remove", key: fix.key })}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
