import { type DailyTime, nextDailyRun, parseDailyTime } from "./daily-time.ts";

/** The passage of time, injectable so that tests need not wait a day. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(callback, ms) {
    // A pending daily job must not keep a process alive that is otherwise done.
    return setTimeout(callback, ms).unref();
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface ScheduleDailyOptions {
  /** `HH:MM zone`, e.g. `16:30 CET`. */
  at: string;
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
  /** Also run once right away (in the background), e.g. at start-up to catch up. */
  runNow?: boolean;
  clock?: Clock;
}

export interface DailySchedule {
  /** When the job runs next; null once stopped. */
  nextRunAt(): Date | null;
  /** Cancels the next run; a run in progress finishes. */
  stop(): void;
}

/**
 * Runs a plain async job every day at a wall-clock time, one run at a time, in this process.
 * A failure goes to onError and the job runs again the next day. (Jobs move to pg-boss later;
 * the job itself stays the same function.)
 */
export function scheduleDaily(options: ScheduleDailyOptions): DailySchedule {
  const time: DailyTime = parseDailyTime(options.at);
  const clock = options.clock ?? systemClock;
  let next: Date | null = null;
  let handle: unknown;
  let stopped = false;

  const arm = (after: number) => {
    if (stopped) return;
    next = nextDailyRun(time, after);
    handle = clock.setTimeout(fire, Math.max(0, next.getTime() - clock.now()));
  };
  const runOnce = async () => {
    try {
      await options.run();
    } catch (error) {
      options.onError(error);
    }
  };
  const fire = async () => {
    const due = next?.getTime() ?? clock.now();
    await runOnce();
    // A timer may fire a little early: never schedule the same slot twice.
    arm(Math.max(clock.now(), due));
  };

  if (options.runNow) void runOnce();
  arm(clock.now());
  return {
    nextRunAt: () => next,
    stop() {
      stopped = true;
      next = null;
      clock.clearTimeout(handle);
    },
  };
}
