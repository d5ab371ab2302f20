import { instantOfWallTime, wallClockAt } from "@frontalier/shared/zoned-time";

/** A time of day in a time zone: `16:30 CET`, `06:00 Europe/Paris`, `23:15 UTC`. */
export interface DailyTime {
  hour: number;
  minute: number;
  timeZone: string;
}

const pattern = /^([01]\d|2[0-3]):([0-5]\d)(?:\s+(\S+))?$/;

/**
 * Parses `HH:MM [zone]` (UTC when no zone). The zone is any IANA name the runtime knows; `CET`
 * follows central European summer time, as the ECB's publication hour does.
 */
export function parseDailyTime(text: string): DailyTime {
  const match = pattern.exec(text.trim());
  if (!match) throw new RangeError(`"${text}" is not a time of day such as "16:30 CET"`);
  const timeZone = match[3] ?? "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone });
  } catch {
    throw new RangeError(`"${timeZone}" is not a time zone`);
  }
  return { hour: Number(match[1]), minute: Number(match[2]), timeZone };
}

/** The first instant strictly after `now` at which the zone's clocks show the time. */
export function nextDailyRun(time: DailyTime, now: number): Date {
  const today = wallClockAt(time.timeZone, now);
  for (let ahead = 0; ahead < 3; ahead += 1) {
    // Twice inside, so that a day on which the clocks change lands on the right side of the change.
    const at = instantOfWallTime(time.timeZone, {
      year: today.year,
      month: today.month,
      day: today.day + ahead,
      hour: time.hour,
      minute: time.minute,
    });
    if (at > now) return new Date(at);
  }
  throw new Error("unreachable: a time of day always comes again within two days");
}
