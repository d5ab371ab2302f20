import { parseDailyTime } from "../catalogue/rates/daily-time.ts";

/**
 * When a job runs by itself: every day at `HH:MM zone` (`03:30 CET`), or every N minutes (whole
 * hours past 60 under pg-boss, whose schedules are cron expressions).
 */
export type JobTiming = { dailyAt: string } | { everyMinutes: number };

export interface JobDefinition {
  /** Letters, digits and dashes: also the pg-boss queue's name. */
  name: string;
  timing: JobTiming;
  run(): Promise<unknown>;
  /** A failed run is reported here; the next one comes on time (pg-boss retries before). */
  onError(error: unknown): void;
  /** Also once at start-up: a daily job started after its hour would otherwise wait a day. */
  runAtStart?: boolean;
}

export interface Jobs {
  readonly runner: "in-process" | "pg-boss";
  /**
   * A run of `name` within `delayMs`, however many ask meanwhile (one waits while one runs):
   * after new prices were saved, say, the alerts are checked once, not once per price.
   */
  trigger(name: string, delayMs?: number): Promise<void>;
  /** No run starts afterwards; those in progress finish first. */
  stop(): Promise<void>;
}

/** How long a trigger waits by default, so that a burst of causes makes one run. */
export const DEFAULT_TRIGGER_DELAY_MS = 30_000;

/** The five-field cron expression and time zone of a timing, as pg-boss schedules take them. */
export function cronOf(timing: JobTiming): { cron: string; tz: string } {
  if ("dailyAt" in timing) {
    const { hour, minute, timeZone } = parseDailyTime(timing.dailyAt);
    return { cron: `${minute} ${hour} * * *`, tz: timeZone };
  }
  const minutes = timing.everyMinutes;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    throw new RangeError(`every ${minutes} minutes is not a job timing (1 to 1440)`);
  }
  if (minutes < 60) return { cron: `*/${minutes} * * * *`, tz: "UTC" };
  // Past an hour, cron counts in whole hours.
  const hours = Math.round(minutes / 60);
  return { cron: hours < 24 ? `0 */${hours} * * *` : "0 0 * * *", tz: "UTC" };
}
