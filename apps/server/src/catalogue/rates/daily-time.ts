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

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string, instant: number) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    asUtc: Date.UTC(
      parts.year!,
      parts.month! - 1,
      parts.day!,
      parts.hour!,
      parts.minute!,
      parts.second!,
    ),
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at that instant. */
const offsetAt = (timeZone: string, instant: number) => {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClock(timeZone, whole).asUtc - whole;
};

function zonedToInstant(time: DailyTime, year: number, month: number, day: number): number {
  const asUtc = Date.UTC(year, month - 1, day, time.hour, time.minute);
  // Twice, so that a day on which the clocks change lands on the right side of the change.
  const first = asUtc - offsetAt(time.timeZone, asUtc);
  return asUtc - offsetAt(time.timeZone, first);
}

/** The first instant strictly after `now` at which the zone's clocks show the time. */
export function nextDailyRun(time: DailyTime, now: number): Date {
  const today = wallClock(time.timeZone, now);
  for (let ahead = 0; ahead < 3; ahead += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    const at = zonedToInstant(
      time,
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
    );
    if (at > now) return new Date(at);
  }
  throw new Error("unreachable: a time of day always comes again within two days");
}
