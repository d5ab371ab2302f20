import type { CountryLows } from "@frontalier/shared/contracts/price-lows";
import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { LONG_LOW_DAYS, REFERENCE_DAYS } from "@frontalier/shared/price-lows/price-lows";
import { useTranslation } from "../../../i18n/use-translation";
import { formatDate } from "../../../lib/format/date";
import { PriceLowBadges } from "./price-low-badges";

/**
 * Beside the history (issue 25): per country, since when its price holds and the lowest prices of
 * the REFERENCE_DAYS and LONG_LOW_DAYS days before, in the country's own currency (the one its
 * shops announce reductions in). A table on wide screens; on a phone each row reads as a card.
 */
export function HistoryLows({ lows }: { lows: ReadonlyMap<string, CountryLows> }) {
  const { t, i18n } = useTranslation("catalogue");
  const lang = i18n.language;
  if (lows.size === 0) return null;
  const columns = [
    { key: "since", title: t("lows.since") },
    { key: "low30", title: t("lows.lowBefore", { count: REFERENCE_DAYS }) },
    { key: "low90", title: t("lows.lowBefore", { count: LONG_LOW_DAYS }) },
  ] as const;
  const money = (minor: number | null, currency: string) =>
    minor === null ? t("lows.tooShort") : formatMoney(minor, currency, lang);
  const value = (row: CountryLows, key: (typeof columns)[number]["key"]) =>
    key === "since"
      ? t("lows.sinceValue", {
          price: formatMoney(row.priceMinor, row.currency, lang),
          date: formatDate(row.since, lang),
        })
      : money(key === "low30" ? row.low30Minor : row.low90Minor, row.currency);
  return (
    <section className="space-y-2 text-sm" data-testid="history-lows">
      <table className="w-full text-left">
        <caption className="pb-1 text-left font-semibold">{t("lows.title")}</caption>
        <thead className="sr-only md:not-sr-only">
          <tr className="text-xs uppercase tracking-wide text-[var(--text-muted)]">
            <th scope="col" className="py-1 pr-2">
              {t("ranking.country")}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="py-1 pl-2 text-right">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...lows.values()].map((row) => (
            <tr
              key={row.country}
              data-country={row.country}
              className="grid grid-cols-1 border-t border-[var(--border)] py-2 md:table-row md:py-0"
            >
              <th scope="row" className="py-1 pr-2 font-semibold md:py-1.5">
                {countryLabel(row.country, lang)}
                <PriceLowBadges lows={row} priceMinor={row.priceMinor} className="mt-1" />
              </th>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className="flex flex-wrap justify-between gap-x-2 py-0.5 md:table-cell md:py-1.5 md:pl-2 md:text-right"
                >
                  <span aria-hidden="true" className="text-[var(--text-muted)] md:hidden">
                    {column.title}
                  </span>
                  {value(row, column.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-[var(--text-muted)]">{t("lows.note")}</p>
    </section>
  );
}
