/**
 * How old a rate date may be before a page warns: the ECB publishes on TARGET days (Monday to
 * Friday, a few holidays aside), around 16:00 CET. Three weekdays cover the morning before the
 * day's rates, a long Easter or Christmas weekend, and a refresh that runs late.
 */
export const RATE_STALE_AFTER_BUSINESS_DAYS = 3;

/** Why the rates are old: no daily source is configured, or the configured one did not answer. */
export const rateRefreshModes = ["off", "daily"] as const;
export type RateRefreshMode = (typeof rateRefreshModes)[number];

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(isoDay: string): number | null {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time / DAY_MS;
}

// 1970-01-01 was a Thursday: day 0 is weekday 4 (Sunday 0 … Saturday 6).
const isWeekday = (day: number) => {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6;
};

/** Day number (days since 1970-01-01) of the last Sunday of a month (`month` 0-11). */
function lastSunday(year: number, month: number): number {
  const last = Date.UTC(year, month + 1, 0) / DAY_MS;
  return last - ((((last + 4) % 7) + 7) % 7);
}

/**
 * The calendar day of `now` in Frankfurt, where the ECB publishes (`2025-05-14`). Central European
 * Time is UTC+1, and UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October (the rule since 1996; Directive 2000/84/EC). Computed, not asked of `Intl` with a time zone: the
 * first such formatter costs a page's first render tens of milliseconds (issue 19).
 */
export function ecbToday(now: Date): string {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summerFrom = lastSunday(year, 2) * DAY_MS + 3_600_000;
  const summerTo = lastSunday(year, 9) * DAY_MS + 3_600_000;
  const offset = time >= summerFrom && time < summerTo ? 2 : 1;
  return new Date(time + offset * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The weekdays (Monday to Friday) after `from` up to and including `to`, both `YYYY-MM-DD`:
 * Friday to the next Monday is 1, to the next Thursday 4. Zero when `to` is not after `from`.
 */
export function businessDaysBetween(from: string, to: string): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null || end <= start) return 0;
  const days = end - start;
  let count = Math.floor(days / 7) * 5;
  for (let day = start + Math.floor(days / 7) * 7 + 1; day <= end; day++) {
    if (isWeekday(day)) count++;
  }
  return count;
}

/** Whether a rate date is more than three business days older than `now`'s day in Frankfurt. */
export const isRateStale = (rateDate: string, now: Date): boolean =>
  businessDaysBetween(rateDate, ecbToday(now)) > RATE_STALE_AFTER_BUSINESS_DAYS;

/** What a page tells the shopper about its rate date: nothing, or why it is old. */
export type RateWarning = "no_source" | "refresh_failed";

/**
 * Null while the rate date is recent. Past that, `no_source` when the installation has no daily
 * rate source (the bundled snapshot serves), else `refresh_failed`: the daily refresh runs at
 * start and every afternoon, so old rates with a source mean it did not bring newer ones.
 */
export function rateWarning(
  rateDate: string,
  now: Date,
  refresh: RateRefreshMode,
): RateWarning | null {
  if (!isRateStale(rateDate, now)) return null;
  return refresh === "daily" ? "refresh_failed" : "no_source";
}
