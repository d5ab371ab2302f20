import type { PodiumEntryDto, PriceHistoryResponse } from "@frontalier/shared/contracts/podium";
import type { CountryLows } from "@frontalier/shared/contracts/price-lows";
import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { LONG_LOW_DAYS, REFERENCE_DAYS } from "@frontalier/shared/price-lows/price-lows";
import { useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { ReducedPrice, regularAtSameRate } from "../../../components/ui/reduced-price";
import { useTranslation } from "../../../i18n/use-translation";
import { formatDate } from "../../../lib/format/date";
import { historyLowLines, type LowLine } from "../lib/history-low-lines";
import { historyLines } from "../lib/history-series";
import { seriesStyle } from "../lib/series-style";
import { HistoryPlot, type PlotLow } from "./history-plot";
import { HistorySummary } from "./history-summary";
import { SeriesMarker } from "./series-marker";

/** The plot's width before the figure is measured (and in a test without layout). */
const FALLBACK_WIDTH = 640;
/** Below this width a low's label names its country by code (a label must fit beside the axis). */
const NARROW = 480;
/** Round dots for the 30-day low, dash and dot for the 90-day one, dash and two dots for both. */
const lowDash = (days: readonly number[]) =>
  days.length > 1 ? "8 4 0 4 0 4" : days[0] === REFERENCE_DAYS ? "0 5" : "8 4 0 4";

/**
 * Price history of every compared country, converted with the podium's rates so the lines
 * compare. Each series can be hidden from the legend (buttons with aria-pressed); equal prices
 * stay apart by dash and marker; per country, the summary says now, lowest, highest, average and
 * the lowest of the last 30 days; every observation is also in a table. `lows` (issue 25): the
 * lows of the shopper's country and the cheapest one are drawn across the plot, labelled, and
 * listed in the table too.
 */
export function HistoryChart({
  history,
  entries,
  currency,
  lows,
}: {
  history: PriceHistoryResponse;
  entries: PodiumEntryDto[];
  currency: string;
  lows?: ReadonlyMap<string, CountryLows>;
}) {
  const { t, i18n } = useTranslation("catalogue");
  const titleId = useId();
  const lang = i18n.language;
  const [end] = useState(() => Date.now());
  const lines = useMemo(
    () => historyLines(history, entries, currency, end),
    [history, entries, currency, end],
  );
  // Today's price: the regular price observed with the history's last one, else the podium's
  // (where the retailer shows one) beside the same price.
  const regularNow = useMemo(() => {
    const regular: Partial<Record<string, number>> = {};
    for (const line of lines) {
      const last = line.points.at(-1)?.regular;
      if (last !== undefined) regular[line.country] = last;
    }
    const now = new Map(lines.map((line) => [line.country, line.stats.now]));
    for (const entry of entries) {
      if (!entry.regular || !entry.local || !entry.converted || regular[entry.country]) continue;
      // Only beside the same price: the history's last one may be older than the podium's.
      if (now.get(entry.country) !== entry.converted.amountMinor) continue;
      const amount = regularAtSameRate(
        entry.regular.amountMinor,
        entry.local.amountMinor,
        entry.converted.amountMinor,
      );
      if (amount !== null) regular[entry.country] = amount;
    }
    return regular;
  }, [entries, lines]);
  const lowLines = useMemo(
    () => historyLowLines(lows, entries, currency),
    [lows, entries, currency],
  );
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (lines.length === 0) return null;
  const start = Math.min(...lines.map((line) => line.points[0]!.t));
  const styled = lines.map((line, index) => ({ line, style: seriesStyle(index), order: index }));
  const title = t("history.title", { currency });
  const lowLabel = (low: LowLine) => {
    const country = width < NARROW ? low.country : countryLabel(low.country, lang);
    return low.days.length > 1
      ? t("history.lowLineBoth", { country, short: REFERENCE_DAYS, count: LONG_LOW_DAYS })
      : t("history.lowLine", { country, count: low.days[0] });
  };
  // Only for the countries shown: a hidden country's lows go with its line.
  const plotLows: PlotLow[] = lowLines.flatMap((low) => {
    const series = styled.find(({ line }) => line.country === low.country);
    if (!series || hidden.has(low.country)) return [];
    return [
      {
        key: `${low.country}-${low.days.join("-")}`,
        value: low.value,
        from: low.from,
        label: lowLabel(low),
        colour: series.style.colour,
        dash: lowDash(low.days),
      },
    ];
  });
  const toggle = (country: string) =>
    setHidden((previous) => {
      const next = new Set(previous);
      if (!next.delete(country)) next.add(country);
      return next;
    });
  return (
    <figure className="min-w-0 space-y-3" data-testid="history-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-lg font-bold">
        {title}
      </figcaption>
      <div ref={box} className="w-full min-w-0">
        <HistoryPlot
          lines={styled.filter(({ line }) => !hidden.has(line.country))}
          width={width}
          start={start}
          end={Math.max(end, start + 1)}
          currency={currency}
          language={lang}
          title={title}
          lows={plotLows}
        />
      </div>
      <ul
        aria-label={t("history.legend")}
        className="flex flex-wrap gap-2"
        data-testid="history-legend"
      >
        {styled.map(({ line, style }) => (
          <li key={line.country}>
            <button
              type="button"
              aria-pressed={!hidden.has(line.country)}
              onClick={() => toggle(line.country)}
              className="inline-flex min-h-9 items-center gap-2 rounded-full border border-[var(--border)] px-3 py-1 text-sm font-medium hover:bg-[var(--surface-muted)] aria-[pressed=false]:text-[var(--text-muted)] aria-[pressed=false]:line-through"
            >
              <svg width="28" height="12" aria-hidden="true" className="shrink-0">
                <line
                  x1="1"
                  x2="27"
                  y1="6"
                  y2="6"
                  stroke={style.colour}
                  strokeWidth="3"
                  strokeDasharray={style.dash || undefined}
                  opacity={hidden.has(line.country) ? 0.35 : 1}
                />
                <SeriesMarker shape={style.marker} x={14} y={6} r={3.5} colour={style.colour} />
              </svg>
              {countryLabel(line.country, lang)}
            </button>
          </li>
        ))}
      </ul>
      <HistorySummary lines={lines} currency={currency} regularNow={regularNow} />
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">{t("history.asTable")}</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-2">
                  {t("ranking.country")}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t("history.date")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("ranking.price")}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.flatMap((line) =>
                line.points.map((p) => (
                  <tr key={`${line.country}-${p.t}`} className="border-t border-[var(--border)]">
                    <td className="py-1 pr-2">{countryLabel(line.country, lang)}</td>
                    <td className="py-1 pr-2">{formatDate(new Date(p.t).toISOString(), lang)}</td>
                    <td className="py-1 text-right">
                      {p.value === null ? (
                        t("reason.not_sold")
                      ) : (
                        <ReducedPrice
                          amountMinor={p.value}
                          regularMinor={p.regular}
                          currency={currency}
                        />
                      )}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
          {lowLines.length > 0 && (
            <table className="mt-4 w-full text-left" data-testid="history-low-lines">
              <caption className="pb-1 text-left font-semibold">
                {t("history.lowLines", { currency })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-2">
                    {t("ranking.country")}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t("history.reference")}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t("ranking.price")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lowLines.flatMap((low) =>
                  low.days.map((days) => (
                    <tr key={`${low.country}-${days}`} className="border-t border-[var(--border)]">
                      <td className="py-1 pr-2">{countryLabel(low.country, lang)}</td>
                      <td className="py-1 pr-2">{t("lows.lowBefore", { count: days })}</td>
                      <td className="py-1 text-right">{formatMoney(low.value, currency, lang)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          )}
        </div>
      </details>
    </figure>
  );
}
