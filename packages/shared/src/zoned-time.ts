/** A time zone's wall clock at an instant (month 1–12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** What `timeZone`'s clocks show at `ms` (one formatter per zone, kept). */
export function wallClockAt(timeZone: string, ms: number): WallClock {
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
  return value as unknown as WallClock;
}

/** How far `timeZone`'s clock is ahead of UTC at `ms` (whole seconds; Europe's are whole hours). */
function offsetAt(timeZone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const p = wallClockAt(timeZone, whole);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/**
 * The instant at which `timeZone`'s clocks show this wall time. Days and months out of range
 * roll over as `Date.UTC` rolls them (day 32 is the next month's first). The offset at the wall
 * time taken as UTC is right except across a clock change; the second guess is. Europe changes
 * its clocks at night, never at midnight, so every midnight exists exactly once.
 */
export function instantOfWallTime(
  timeZone: string,
  wall: { year: number; month: number; day: number; hour?: number; minute?: number },
): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  const guess = asUtc - offsetAt(timeZone, asUtc);
  return asUtc - offsetAt(timeZone, guess);
}
