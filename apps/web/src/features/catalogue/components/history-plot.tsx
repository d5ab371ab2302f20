import { toMajorUnits } from "@frontalier/shared/money";
import type { HistoryLine } from "../lib/history-series";
import { niceTicks } from "../lib/history-series";
import type { SeriesStyle } from "../lib/series-style";
import { SeriesMarker } from "./series-marker";

/** Real pixels (the SVG is drawn at its own width): 12 px labels at 320 px as at 1366 px. */
const FONT = 12;
const NARROW = 480;

export interface PlotLine {
  line: HistoryLine;
  style: SeriesStyle;
  /** Drawn first and widest, so that a line at the same price above it leaves it a border. */
  order: number;
}

/** A low drawn across the plot (issue 25): thin, its own dash pattern, labelled in words. */
export interface PlotLow {
  key: string;
  value: number;
  from: number;
  label: string;
  colour: string;
  /** Dotted for the 30-day low, dash-dot for the 90-day one: told apart without colour. */
  dash: string;
}

/**
 * The step lines of the price history (a price holds until the next observation), with round
 * ticks: three on a phone, five on a wide screen, amounts without cents, short dates.
 */
export function HistoryPlot({
  lines,
  width,
  start,
  end,
  currency,
  language,
  title,
  lows = [],
}: {
  lines: PlotLine[];
  lows?: PlotLow[];
  width: number;
  start: number;
  end: number;
  currency: string;
  language: string;
  title: string;
}) {
  const narrow = width < NARROW;
  const height = narrow ? 200 : 240;
  const values = [
    ...lines.flatMap(({ line }) => line.points.flatMap((p) => (p.value === null ? [] : [p.value]))),
    ...lows.map((low) => low.value),
  ];
  const low = values.length ? Math.min(...values) : 0;
  const high = values.length ? Math.max(...values) : 1;
  const margin = Math.max((high - low) * 0.1, high * 0.02, 1);
  const ticks = niceTicks(Math.max(0, low - margin), high + margin, narrow ? 3 : 5);
  const vMin = Math.min(ticks[0]!, low - margin / 2);
  const vMax = Math.max(ticks.at(-1)!, high + margin / 2);
  const amount = new Intl.NumberFormat(language, {
    style: "currency",
    currency,
    maximumFractionDigits: ticks.every((v) => Number.isInteger(toMajorUnits(v, currency))) ? 0 : 2,
    minimumFractionDigits: 0,
  });
  const label = (minor: number) => amount.format(toMajorUnits(minor, currency));
  const left = Math.max(...ticks.map((v) => label(v).length)) * FONT * 0.6 + 10;
  const pad = { top: 10, right: 14, bottom: 26, left };
  const x = (t: number) =>
    pad.left + ((t - start) / (end - start || 1)) * (width - pad.left - pad.right);
  const y = (v: number) =>
    pad.top + (1 - (v - vMin) / (vMax - vMin || 1)) * (height - pad.top - pad.bottom);
  // Each label sits just above its line at the right end, pushed down clear of the one above.
  const labelY = new Map<string, number>();
  let floor = -Infinity;
  for (const low of [...lows].sort((a, b) => b.value - a.value)) {
    const at = Math.max(y(low.value) - 4, floor + FONT + 2, pad.top + FONT);
    labelY.set(low.key, at);
    floor = at;
  }
  const dates = new Intl.DateTimeFormat(language, { day: "numeric", month: "short" });
  const dayTicks = narrow ? 3 : 5;
  const timeTicks = Array.from(
    { length: dayTicks },
    (_, i) => start + ((end - start) * i) / (dayTicks - 1),
  );
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      className="block max-w-full"
      data-testid="history-plot"
    >
      {ticks.map((v) => (
        <g key={v}>
          <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke="var(--border)" />
          <text
            x={pad.left - 6}
            y={y(v) + FONT / 3}
            textAnchor="end"
            fontSize={FONT}
            fill="var(--text-muted)"
          >
            {label(v)}
          </text>
        </g>
      ))}
      {timeTicks.map((t, i) => (
        <text
          key={t}
          x={x(t)}
          y={height - 8}
          fontSize={FONT}
          textAnchor={i === 0 ? "start" : i === timeTicks.length - 1 ? "end" : "middle"}
          fill="var(--text-muted)"
        >
          {dates.format(t)}
        </text>
      ))}
      {[...lines]
        .sort((a, b) => a.order - b.order)
        .map(({ line, style, order }) => {
          let path = "";
          let open = false;
          line.points.forEach((p, i) => {
            const next = line.points[i + 1]?.t ?? end;
            if (p.value === null) {
              open = false;
              return;
            }
            path += open ? `V${y(p.value)}` : `M${x(p.t)},${y(p.value)}`;
            path += `H${x(next)}`;
            open = true;
          });
          return (
            <g key={line.country} data-series={line.country}>
              <path
                d={path}
                fill="none"
                stroke={style.colour}
                strokeWidth={Math.max(2, 5 - order * 0.5)}
                strokeDasharray={style.dash || undefined}
                strokeLinejoin="round"
              />
              {line.points.map((p) =>
                p.value === null ? null : (
                  <SeriesMarker
                    key={p.t}
                    shape={style.marker}
                    x={x(p.t)}
                    y={y(p.value)}
                    r={4}
                    colour={style.colour}
                  />
                ),
              )}
            </g>
          );
        })}
      {lows.map((low) => (
        <g key={low.key} data-low={low.key}>
          <line
            x1={x(Math.max(start, low.from))}
            x2={width - pad.right}
            y1={y(low.value)}
            y2={y(low.value)}
            stroke={low.colour}
            strokeWidth={2}
            strokeDasharray={low.dash}
            strokeLinecap="round"
          />
          <text
            x={width - pad.right}
            y={labelY.get(low.key)}
            textAnchor="end"
            fontSize={FONT}
            fontWeight={600}
            fill="var(--text)"
            stroke="var(--surface)"
            strokeWidth={3}
            paintOrder="stroke"
          >
            {low.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
