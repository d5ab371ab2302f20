import type { PodiumEntryDto, PriceHistoryResponse } from "@frontalier/shared/contracts/podium";
import { toMajorUnits, toMinorUnits } from "@frontalier/shared/money";
import { LOWEST_PRICE_WINDOW_DAYS } from "@frontalier/shared/text-figures";

const DAY_MS = 86_400_000;

/** One observation: the price in the podium's currency (minor units), or null when not sold. */
export interface HistoryPoint {
  t: number;
  value: number | null;
  /** The regular price while `value` was reduced, converted at the same rate. */
  regular?: number;
}

export interface HistoryStats {
  now: number | null;
  lowest: number;
  highest: number;
  /** Over time: each price weighs as long as it held (a price holds until the next observation). */
  average: number;
  /** The lowest price in effect at any moment of the last 30 days. */
  lowest30: number | null;
}

export interface HistoryLine {
  country: string;
  points: HistoryPoint[];
  stats: HistoryStats;
}

/**
 * Every country of the history that can be converted, in the podium's order (issue 19: no
 * country dropped), each price converted with the podium's rate for its currency so the lines
 * compare; `end` is when the last price still holds (now).
 */
export function historyLines(
  history: PriceHistoryResponse,
  entries: readonly PodiumEntryDto[],
  currency: string,
  end: number,
): HistoryLine[] {
  const rates = new Map<string, number>([[currency, 1]]);
  for (const entry of entries) {
    if (entry.local && entry.converted) rates.set(entry.local.currency, entry.converted.rate);
  }
  const order = entries.map((entry) => entry.country);
  const rank = (country: string) => {
    const at = order.indexOf(country);
    return at === -1 ? order.length : at;
  };
  const lines: HistoryLine[] = [];
  for (const series of history.series) {
    const points: HistoryPoint[] = [];
    for (const point of [...series.points].sort(
      (a, b) => Date.parse(a.observedAt) - Date.parse(b.observedAt),
    )) {
      const rate = rates.get(point.currency);
      if (point.priceMinor !== null && rate === undefined) continue;
      const convert = (minor: number) =>
        Math.round(toMinorUnits(toMajorUnits(minor, point.currency) * rate!, currency));
      const value = point.priceMinor === null ? null : convert(point.priceMinor);
      const regular =
        value !== null && point.regularMinor !== undefined ? convert(point.regularMinor) : null;
      points.push({
        t: Date.parse(point.observedAt),
        value,
        ...(regular !== null && value !== null && regular > value ? { regular } : {}),
      });
    }
    const stats = statsOf(points, end);
    if (stats) lines.push({ country: series.country, points, stats });
  }
  return lines.sort((a, b) => rank(a.country) - rank(b.country));
}

/** Null when the series has no price at all. */
export function statsOf(points: readonly HistoryPoint[], end: number): HistoryStats | null {
  const priced = points.filter((p): p is { t: number; value: number } => p.value !== null);
  if (priced.length === 0) return null;
  let weighted = 0;
  let span = 0;
  points.forEach((point, index) => {
    if (point.value === null) return;
    const until = Math.max(point.t, points[index + 1]?.t ?? end);
    weighted += point.value * (until - point.t);
    span += until - point.t;
  });
  const since = end - LOWEST_PRICE_WINDOW_DAYS * DAY_MS;
  let lowest30: number | null = null;
  points.forEach((point, index) => {
    const until = points[index + 1]?.t ?? end;
    if (point.value === null || until < since) return;
    lowest30 = lowest30 === null ? point.value : Math.min(lowest30, point.value);
  });
  const values = priced.map((p) => p.value);
  return {
    now: points.at(-1)?.value ?? null,
    lowest: Math.min(...values),
    highest: Math.max(...values),
    average: span > 0 ? Math.round(weighted / span) : Math.round(values.at(-1)!),
    lowest30,
  };
}

/** Round steps (1, 2, 2.5, 5 × 10^n) inside the range: `count` ticks or a few more, never fewer. */
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step =
    [10, 5, 2.5, 2, 1].map((m) => m * magnitude).find((candidate) => candidate <= raw) ?? magnitude;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) {
    if (v >= min - step * 1e-9) ticks.push(Math.round(v * 1e6) / 1e6);
  }
  return ticks;
}
