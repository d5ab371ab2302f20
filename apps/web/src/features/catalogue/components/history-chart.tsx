import type { PodiumEntryDto, PriceHistoryResponse } from "@frontalier/shared/contracts/podium";
import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { toMajorUnits, toMinorUnits } from "@frontalier/shared/money";
import { useId } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { formatDate } from "../../../lib/format/date";

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 64 };
const COLOURS = ["#0058cc", "#d97706", "#059669", "#be185d", "#7c3aed", "#0891b2"];
/** Lines beyond these would be unreadable; the table below the chart has them all. */
const MAX_LINES = 6;

interface Point {
  t: number;
  value: number;
}

/**
 * Price history, every price converted with the podium's rate so the lines compare; the data
 * is also given as a table for screen readers and keyboard users.
 */
export function HistoryChart({
  history,
  entries,
  currency,
}: {
  history: PriceHistoryResponse;
  entries: PodiumEntryDto[];
  currency: string;
}) {
  const { t, i18n } = useTranslation("catalogue");
  const titleId = useId();
  const lang = i18n.language;
  const order = entries.map((entry) => entry.country);
  const lines = history.series
    .map((series) => {
      const rate = entries.find((entry) => entry.country === series.country)?.converted?.rate;
      if (!rate) return null;
      const points: Point[] = series.points
        .filter((p) => p.priceMinor !== null)
        .map((p) => ({
          t: Date.parse(p.observedAt),
          value: toMajorUnits(p.priceMinor!, p.currency) * rate,
        }));
      return points.length ? { country: series.country, points } : null;
    })
    .filter((line): line is { country: string; points: Point[] } => line !== null)
    .sort((a, b) => order.indexOf(a.country) - order.indexOf(b.country))
    .slice(0, MAX_LINES);
  if (lines.length === 0) return null;
  const all = lines.flatMap((line) => line.points);
  const tMin = Math.min(...all.map((p) => p.t));
  const tMax = Math.max(...all.map((p) => p.t), tMin + 1);
  const vMin = Math.min(...all.map((p) => p.value)) * 0.95;
  const vMax = Math.max(...all.map((p) => p.value)) * 1.05;
  const x = (t: number) => PAD.left + ((t - tMin) / (tMax - tMin)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) =>
    PAD.top + (1 - (v - vMin) / (vMax - vMin || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const money = (v: number) => formatMoney(toMinorUnits(v, currency), currency, lang);
  return (
    <figure className="space-y-3" data-testid="history-chart">
      <figcaption id={titleId} className="text-lg font-bold">
        {t("history.title", { currency })}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="w-full overflow-visible"
      >
        <title>{t("history.title", { currency })}</title>
        {[vMin, (vMin + vMax) / 2, vMax].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke="var(--border)" />
            <text
              x={PAD.left - 6}
              y={y(v) + 4}
              textAnchor="end"
              fontSize="11"
              fill="var(--text-muted)"
            >
              {money(v)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 8} fontSize="11" fill="var(--text-muted)">
          {formatDate(new Date(tMin).toISOString(), lang)}
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 8}
          fontSize="11"
          textAnchor="end"
          fill="var(--text-muted)"
        >
          {formatDate(new Date(tMax).toISOString(), lang)}
        </text>
        {lines.map((line, index) => {
          const colour = COLOURS[index % COLOURS.length];
          // Prices hold until the next observation: a step line, not a slope.
          const path = line.points
            .map((p, i) => (i === 0 ? `M${x(p.t)},${y(p.value)}` : `H${x(p.t)}V${y(p.value)}`))
            .join("");
          const last = line.points.at(-1)!;
          return (
            <g key={line.country}>
              <path d={`${path}H${x(tMax)}`} fill="none" stroke={colour} strokeWidth={2} />
              <circle cx={x(last.t)} cy={y(last.value)} r={3} fill={colour} />
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-4 text-sm">
        {lines.map((line, index) => (
          <li key={line.country} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-1 w-5 rounded"
              style={{ background: COLOURS[index % COLOURS.length] }}
            />
            {countryLabel(line.country, lang)}
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">{t("history.asTable")}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1">
                {t("ranking.country")}
              </th>
              <th scope="col" className="py-1">
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
                  <td className="py-1">{countryLabel(line.country, lang)}</td>
                  <td className="py-1">{formatDate(new Date(p.t).toISOString(), lang)}</td>
                  <td className="py-1 text-right">{money(p.value)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
