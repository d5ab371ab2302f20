import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { type ReactNode, useMemo, useState } from "react";
import { StaleRatesWarning } from "../../../components/ui/stale-rates-warning";
import { useTranslation } from "../../../i18n/use-translation";
import { formatDate } from "../../../lib/format/date";
import { binOf, priceBins } from "../geo/price-scale";
import { EuropeMap } from "./europe-map";
import { PriceLegend } from "./price-legend";

export interface CountryPrice {
  country: string;
  /** In the home currency's minor units; null when there is no price to compare. */
  amountMinor: number | null;
  /** Why there is no price (already translated). */
  note?: string;
}

/**
 * /map2: the compared countries coloured by price in the home currency, the home country
 * marked; a click on a country (or its row in the table) shows its entry.
 */
export function PriceMapView({
  title,
  currency,
  home,
  prices,
  rateDate,
  detail,
}: {
  title: string;
  currency: string;
  home: string;
  prices: readonly CountryPrice[];
  /** The ECB rate date every price on the map was converted with. */
  rateDate: string;
  detail: (country: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation("map");
  const [selected, setSelected] = useState<string | null>(null);
  const bins = useMemo(
    () => priceBins(prices.flatMap((p) => (p.amountMinor === null ? [] : [p.amountMinor]))),
    [prices],
  );
  const fills = useMemo(
    () =>
      new Map(
        prices.flatMap((p) =>
          p.amountMinor === null
            ? []
            : [[p.country, binOf(p.amountMinor, bins)?.colour ?? ""] as const],
        ),
      ),
    [prices, bins],
  );
  const ranked = useMemo(
    () =>
      [...prices].sort(
        (a, b) =>
          (a.amountMinor ?? Number.POSITIVE_INFINITY) - (b.amountMinor ?? Number.POSITIVE_INFINITY),
      ),
    [prices],
  );
  return (
    <div className="space-y-6" data-testid="price-map">
      <div className="space-y-3">
        <h2 className="text-xl font-bold">{title}</h2>
        <p className="text-sm text-[var(--text-muted)]" data-testid="price-map-rates">
          {t("priceMap.rates", { date: formatDate(rateDate, i18n.language) })}
        </p>
        <StaleRatesWarning rateDate={rateDate} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-3">
          <EuropeMap
            label={t("priceMap.label", { title })}
            fills={fills}
            home={home}
            selectedCountry={selected}
            onSelectCountry={setSelected}
          />
          <PriceLegend bins={bins} currency={currency} />
        </div>
        <section
          aria-labelledby="country-panel-title"
          aria-live="polite"
          className="h-fit space-y-2 rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-4"
          data-testid="country-panel"
        >
          <h3 id="country-panel-title" className="text-lg font-bold">
            {selected ? countryLabel(selected, i18n.language) : t("priceMap.choose")}
          </h3>
          {selected ? detail(selected) : <p className="text-sm">{t("priceMap.chooseHint")}</p>}
        </section>
      </div>
      <table className="w-full text-sm" data-testid="price-table">
        <caption className="mb-2 text-left font-semibold">
          {t("priceMap.tableCaption", { currency })}
        </caption>
        <thead>
          <tr className="text-left text-[var(--text-muted)]">
            <th scope="col" className="py-1">
              {t("priceMap.country")}
            </th>
            <th scope="col" className="py-1 text-right">
              {t("priceMap.price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((row) => (
            <tr
              key={row.country}
              className="border-t border-[var(--border)]"
              data-country={row.country}
            >
              <th scope="row" className="py-1 text-left font-normal">
                <button
                  type="button"
                  className="text-left underline"
                  aria-pressed={row.country === selected}
                  onClick={() => setSelected(row.country)}
                >
                  {countryLabel(row.country, i18n.language)}
                  {row.country === home ? ` (${t("priceMap.home")})` : ""}
                </button>
              </th>
              <td className="py-1 text-right tabular-nums">
                {row.amountMinor === null
                  ? (row.note ?? t("legend.noPrice"))
                  : formatMoney(row.amountMinor, currency, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
