import { MAX_IMPORT_QUANTITY } from "@frontalier/shared/pdf-import/limits";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { formatMoney } from "../format";
import type { ReviewAction, ReviewLine } from "../review-state";

/** The lines read as articles: what the document says, and the quantity to import. */
export function RecognisedTable({
  lines,
  dispatch,
}: {
  lines: readonly ReviewLine[];
  dispatch(action: ReviewAction): void;
}) {
  const { t, i18n } = useTranslation("pdf-import");
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="pdf-recognised">
        <caption className="sr-only">{t("review.recognised")}</caption>
        <thead className="text-[var(--text-muted)]">
          <tr>
            <th scope="col" className="p-2">
              {t("review.code")}
            </th>
            <th scope="col" className="p-2">
              {t("review.name")}
            </th>
            <th scope="col" className="p-2 text-right">
              {t("review.documentQuantity")}
            </th>
            <th scope="col" className="p-2 text-right">
              {t("review.price")}
            </th>
            <th scope="col" className="p-2">
              {t("review.quantity")}
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">{t("review.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className="border-t border-[var(--border)]">
              <th scope="row" className="p-2 font-mono font-semibold">
                {line.formattedCode}
              </th>
              <td className="p-2">
                <div>{line.documentName || line.catalogueName}</div>
                {line.group && <div className="text-xs text-[var(--text-muted)]">{line.group}</div>}
                {!line.catalogueName && (
                  <div className="text-xs text-warning">{t("review.unknownArticle")}</div>
                )}
              </td>
              <td className="p-2 text-right">{line.quantityOnDocument}</td>
              <td className="p-2 text-right">
                {line.unitPrice &&
                  formatMoney(line.unitPrice.amountMinor, line.unitPrice.currency, i18n.language)}
              </td>
              <td className="p-2">
                <input
                  type="number"
                  min={1}
                  max={MAX_IMPORT_QUANTITY}
                  value={line.quantity}
                  aria-label={t("review.quantityOf", { code: line.formattedCode })}
                  onChange={(event) =>
                    dispatch({
                      type: "quantity",
                      key: line.key,
                      quantity: event.target.valueAsNumber,
                    })
                  }
                  className="h-9 w-20 rounded-lg border border-[var(--border)] bg-[var(--surface-raised)] px-2"
                />
              </td>
              <td className="p-2">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("review.removeLine", { code: line.formattedCode })}
                  onClick={() => dispatch({ type: "remove", key: line.key })}
                >
                  <Trash2 size={16} aria-hidden="true" />
                  <span className="hidden sm:inline">{t("review.remove")}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
