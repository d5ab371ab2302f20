import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { LOWEST_PRICE_WINDOW_DAYS } from "@frontalier/shared/text-figures";
import { ReducedPrice } from "../../../components/ui/reduced-price";
import { useTranslation } from "../../../i18n/use-translation";
import type { HistoryLine } from "../lib/history-series";

const columns = ["now", "lowest", "highest", "average", "lowest30"] as const;

/**
 * Per country: the price now, the lowest, highest and average of the period, and the lowest of
 * the last LOWEST_PRICE_WINDOW_DAYS days. A table on wide screens; on a phone each row reads as a small card.
 */
export function HistorySummary({
  lines,
  currency,
  regularNow = {},
}: {
  lines: HistoryLine[];
  currency: string;
  /** Per country, the regular price while today's price is reduced (in `currency`). */
  regularNow?: Partial<Record<string, number>>;
}) {
  const { t, i18n } = useTranslation("catalogue");
  const lang = i18n.language;
  const columnTitle = (column: (typeof columns)[number]) =>
    column === "lowest30"
      ? t("history.lowestWindow", { count: LOWEST_PRICE_WINDOW_DAYS })
      : t(`history.${column}`);
  const money = (minor: number | null) =>
    minor === null ? "–" : formatMoney(minor, currency, lang);
  return (
    <table className="w-full text-left text-sm" data-testid="history-summary">
      <caption className="pb-2 text-left font-semibold">{t("history.summary")}</caption>
      <thead className="sr-only md:not-sr-only">
        <tr className="text-xs uppercase tracking-wide text-[var(--text-muted)]">
          <th scope="col" className="py-1 pr-2">
            {t("ranking.country")}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="py-1 pl-2 text-right">
              {columnTitle(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={line.country}
            data-country={line.country}
            className="grid grid-cols-2 gap-x-3 border-t border-[var(--border)] py-2 md:table-row md:py-0"
          >
            <th scope="row" className="col-span-2 py-1 pr-2 font-semibold md:py-1.5">
              {countryLabel(line.country, lang)}
            </th>
            {columns.map((column) => (
              <td
                key={column}
                className="flex justify-between gap-2 py-0.5 md:table-cell md:py-1.5 md:pl-2 md:text-right"
              >
                <span aria-hidden="true" className="text-[var(--text-muted)] md:hidden">
                  {columnTitle(column)}
                </span>
                {column === "now" && line.stats.now !== null ? (
                  <ReducedPrice
                    amountMinor={line.stats.now}
                    regularMinor={regularNow[line.country]}
                    currency={currency}
                  />
                ) : (
                  money(line.stats[column])
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
