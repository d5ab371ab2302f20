import { formatMoney } from "@frontalier/shared/format-money";
import { MAX_IMPORT_QUANTITY } from "@frontalier/shared/pdf-import/limits";
import { useTranslation } from "../../../i18n/use-translation";
import type { ReviewAction, ReviewLine } from "../review-state";
import { ImportTable } from "./import-table";
import { RemoveLineCell } from "./remove-line-cell";

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
    <ImportTable
      caption={t("review.recognised")}
      testId="pdf-recognised"
      columns={[
        { label: t("review.code") },
        { label: t("review.name") },
        { label: t("review.documentQuantity"), numeric: true },
        { label: t("review.price"), numeric: true },
        { label: t("review.quantity") },
        { label: t("review.actions"), labelHidden: true },
      ]}
    >
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
          <RemoveLineCell
            lineKey={line.key}
            code={line.formattedCode}
            dispatch={dispatch}
            wordOnWide
          />
        </tr>
      ))}
    </ImportTable>
  );
}
