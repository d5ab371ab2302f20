import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import type { CountryLows } from "@frontalier/shared/contracts/price-lows";
import { toMajorUnits, toMinorUnits } from "@frontalier/shared/money";
import { LONG_LOW_DAYS, REFERENCE_DAYS } from "@frontalier/shared/price-lows/price-lows";

const DAY_MS = 86_400_000;

/** One low drawn on the history: a level in the chart's currency, from the start of its period. */
export interface LowLine {
  country: string;
  /** REFERENCE_DAYS, LONG_LOW_DAYS, or both when the two lows are the same price. */
  days: readonly number[];
  /** In the chart's currency (minor units), converted at the podium's rate. */
  value: number;
  /** The first day of the period the low is the lowest of (the longest one when merged). */
  from: number;
}

/**
 * The lows drawn on the history (issue 25): those of the shopper's country and of the cheapest
 * one, the two prices the podium compares, rather than of every country (30 countries would
 * draw 60 lines). A low is drawn only when it was computed for the price the podium shows, in
 * that price's currency (as the badges); the two lows of a country at the same price are one
 * line. Each starts where its period does: the days before the current price appeared.
 */
export function historyLowLines(
  lows: ReadonlyMap<string, CountryLows> | undefined,
  entries: readonly PodiumEntryDto[],
  currency: string,
): LowLine[] {
  if (!lows) return [];
  const priced = entries.filter((entry) => entry.local && entry.converted);
  const chosen = [priced.find((entry) => entry.isHome), priced[0]].filter(
    (entry, index, all): entry is PodiumEntryDto =>
      entry !== undefined && all.findIndex((other) => other?.country === entry.country) === index,
  );
  const lines: LowLine[] = [];
  for (const entry of chosen) {
    const row = lows.get(entry.country);
    const { local, converted } = entry;
    if (!row || !local || !converted) continue;
    if (row.currency !== local.currency || row.priceMinor !== local.amountMinor) continue;
    const convert = (minor: number) =>
      Math.round(toMinorUnits(toMajorUnits(minor, row.currency) * converted.rate, currency));
    const since = Date.parse(row.since);
    const found = [
      { days: REFERENCE_DAYS, minor: row.low30Minor },
      { days: LONG_LOW_DAYS, minor: row.low90Minor },
    ].flatMap(({ days, minor }) => (minor === null ? [] : [{ days, value: convert(minor) }]));
    for (const { days, value } of found) {
      const same = lines.find((line) => line.country === entry.country && line.value === value);
      const from = since - days * DAY_MS;
      if (same) {
        same.days = [...same.days, days];
        same.from = Math.min(same.from, from);
      } else lines.push({ country: entry.country, days: [days], value, from });
    }
  }
  return lines;
}
