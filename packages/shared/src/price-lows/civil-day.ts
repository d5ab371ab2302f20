import { instantOfWallTime, wallClockAt } from "../zoned-time.ts";

const DAY_MS = 86_400_000;

/**
 * The instant `timeZone`'s calendar day holding `ms` began, moved by `shiftDays` whole calendar
 * days (a day across a summer-time change lasts 23 or 25 hours).
 */
export function civilDayStart(ms: number, timeZone: string, shiftDays = 0): number {
  const { year, month, day } = wallClockAt(timeZone, ms);
  return instantOfWallTime(timeZone, { year, month, day: day + shiftDays });
}

export { DAY_MS };
