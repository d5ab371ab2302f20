import { formatMoney } from "@frontalier/shared/format-money";
import { MAX_IMPORT_QUANTITY } from "@frontalier/shared/pdf-import/limits";
import { checkDocumentName } from "@frontalier/shared/pdf-import/name-check";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import type { ReviewAction, ReviewLine } from "../review-state";
import { ImportTable, NARROW_ONLY, WIDE_ONLY } from "./import-table";
import { UnsureText } from "./ocr-marks";
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
        { label: t("review.name"), wide: true },
        { label: t("review.documentQuantity"), numeric: true, wide: true },
        { label: t("review.price"), numeric: true, wide: true },
        { label: t("review.quantity") },
        { label: t("review.actions"), labelHidden: true },
      ]}
    >
      {lines.map((line) => {
        const price =
          line.unitPrice &&
          formatMoney(line.unitPrice.amountMinor, line.unitPrice.currency, i18n.language);
        const total =
          line.lineTotal &&
          formatMoney(line.lineTotal.amountMinor, line.lineTotal.currency, i18n.language);
        const article = (
          <>
            <div>
              <UnsureText
                text={line.documentName || line.catalogueName || ""}
                words={line.unsureWords}
              />
            </div>
            {line.group && <div className="text-xs text-[var(--text-muted)]">{line.group}</div>}
            {!line.catalogueName && (
              <div className="text-xs text-warning">{t("review.unknownArticle")}</div>
            )}
            {checkDocumentName(line.documentName, line.catalogueName) === "disagrees" && (
              <div className="text-xs font-semibold text-warning" data-testid="pdf-name-disagrees">
                {t("review.nameDisagrees", { code: line.formattedCode, name: line.catalogueName })}
              </div>
            )}
            {line.priceCheck === "disagrees" && price && total && (
              <div className="text-xs font-semibold text-warning" data-testid="pdf-price-disagrees">
                {t("review.priceDisagrees", { quantity: line.quantityOnDocument, price, total })}
              </div>
            )}
          </>
        );
        return (
          <tr key={line.key} className="border-t border-[var(--border)] align-top">
            <th scope="row" className="p-2 font-normal">
              <div className="font-mono font-semibold whitespace-nowrap">{line.formattedCode}</div>
              <div className={cn(NARROW_ONLY, "mt-1 space-y-0.5")}>
                {article}
                <div className="text-xs text-[var(--text-muted)]">
                  {price
                    ? t("review.onDocumentPriced", { quantity: line.quantityOnDocument, price })
                    : t("review.onDocument", { quantity: line.quantityOnDocument })}
                </div>
              </div>
            </th>
            <td className={cn(WIDE_ONLY, "p-2")}>{article}</td>
            <td className={cn(WIDE_ONLY, "p-2 text-right")}>{line.quantityOnDocument}</td>
            <td className={cn(WIDE_ONLY, "p-2 text-right whitespace-nowrap")}>{price}</td>
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
                className="h-9 w-16 rounded-lg border border-[var(--border)] bg-[var(--surface-raised)] px-2 sm:w-20"
              />
            </td>
            <RemoveLineCell
              lineKey={line.key}
              code={line.formattedCode}
              dispatch={dispatch}
              wordOnWide
            />
          </tr>
        );
      })}
    </ImportTable>
  );
}
