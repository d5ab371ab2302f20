import type { ImportItem } from "@frontalier/shared/contracts/pdf-import";
import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/format/date";
import { formatPercent } from "../../../lib/format/percent";
import { useListTotal } from "../api/get-list-total";
import { ImportTable, NARROW_ONLY, WIDE_ONLY } from "./import-table";

/** The list's podium: its total in each compared country, home marked, gaps said. */
export function ListTotal({ items }: { items: readonly ImportItem[] }) {
  const { t, i18n } = useTranslation("pdf-import");
  const total = useListTotal(items);
  const locale = i18n.language;
  const nameOf = (code: string) => countryLabel(code, locale);
  if (items.length === 0) return null;
  if (total.error) return <p className="text-sm text-danger">{t("total.failed")}</p>;
  if (!total.data) return <Spinner label={t("total.loading")} />;
  const { entries, unpriced, rates, currency } = total.data;
  return (
    <div className="space-y-2" aria-busy={total.isFetching}>
      <ImportTable
        caption={t("total.caption")}
        testId="pdf-total"
        columns={[
          { label: t("total.rank") },
          { label: t("total.country") },
          { label: t("total.amount"), numeric: true },
          { label: t("total.vsHome"), numeric: true, wide: true },
        ]}
      >
        {entries.map((entry) => {
          const vsHome =
            entry.vsHome &&
            `${formatMoney(entry.vsHome.amountMinor, currency, locale)} (${formatPercent(entry.vsHome.percent, locale)})`;
          return (
            <tr key={entry.country} className="border-t border-[var(--border)]">
              <td className="p-2 font-semibold">{entry.rank ?? "–"}</td>
              <th scope="row" className="p-2 font-normal">
                {nameOf(entry.country)}
                {entry.isHome && <span className="ml-2 text-xs text-brand">{t("total.home")}</span>}
                {entry.missing.length > 0 && (
                  <div className="text-xs text-warning">
                    {t("total.missing", { count: entry.missing.length })}
                  </div>
                )}
              </th>
              <td className="p-2 text-right whitespace-nowrap">
                {entry.converted &&
                  formatMoney(entry.converted.amountMinor, entry.converted.currency, locale)}
                {vsHome && (
                  <div className={cn(NARROW_ONLY, "text-xs text-[var(--text-muted)]")}>
                    {vsHome}
                  </div>
                )}
              </td>
              <td className={cn(WIDE_ONLY, "p-2 text-right whitespace-nowrap")}>{vsHome}</td>
            </tr>
          );
        })}
      </ImportTable>
      {unpriced.length > 0 && (
        <p className="text-sm text-[var(--text-muted)]">
          {t("total.unpriced", { codes: unpriced.join(", ") })}
        </p>
      )}
      <p className="text-xs text-[var(--text-muted)]">
        {t("total.rates", { date: formatDate(rates.date, locale) })}
      </p>
    </div>
  );
}
