const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, ms: number) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, format);
  }
  const value: Record<string, number> = {};
  for (const part of format.formatToParts(ms)) {
    if (part.type !== "literal") value[part.type] = Number(part.value);
  }
  return value as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** How far `timeZone`'s clock is ahead of UTC at `ms` (whole seconds; Europe's are whole hours). */
function offsetAt(timeZone: string, ms: number): number {
  const p = partsIn(timeZone, ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant `timeZone`'s calendar day holding `ms` began, moved by `shiftDays` whole calendar
 * days (a day across a summer-time change lasts 23 or 25 hours). Europe changes its clocks at
 * night, never at midnight, so every midnight exists exactly once.
 */
export function civilDayStart(ms: number, timeZone: string, shiftDays = 0): number {
  const p = partsIn(timeZone, ms);
  const midnightWall = Date.UTC(p.year, p.month - 1, p.day + shiftDays);
  // The offset at the wall time taken as UTC is right but across a change; the second guess is.
  const guess = midnightWall - offsetAt(timeZone, midnightWall);
  return midnightWall - offsetAt(timeZone, guess);
}

export { DAY_MS };
