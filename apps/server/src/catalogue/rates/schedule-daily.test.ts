import { describe, expect, it } from "vitest";
import { type Clock, scheduleDaily } from "./schedule-daily.ts";

/** A clock whose time moves only when the test says so. */
function fakeClock(start: string) {
  let now = Date.parse(start);
  const timers = new Map<number, { due: number; callback: () => void }>();
  let ids = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout(callback, ms) {
      ids += 1;
      timers.set(ids, { due: now + ms, callback });
      return ids;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  return {
    clock,
    pending: () => timers.size,
    /** Moves to the next timer's due time and fires it. */
    async tick() {
      const [id, timer] = [...timers].sort((a, b) => a[1].due - b[1].due)[0] ?? [];
      if (!timer || id === undefined) throw new Error("no timer");
      timers.delete(id);
      now = timer.due;
      timer.callback();
      // Let the job's promise and the re-arming settle.
      await new Promise((resolve) => setImmediate(resolve));
      return new Date(now).toISOString();
    },
  };
}

describe("scheduleDaily", () => {
  it("runs the job every day at the time, one timer at a time", async () => {
    const time = fakeClock("2025-07-01T10:00:00Z");
    const runs: string[] = [];
    const schedule = scheduleDaily({
      at: "16:30 CET",
      clock: time.clock,
      onError: () => {},
      run: async () => {
        runs.push(new Date(time.clock.now()).toISOString());
      },
    });
    expect(schedule.nextRunAt()?.toISOString()).toBe("2025-07-01T14:30:00.000Z");
    await time.tick();
    await time.tick();
    expect(runs).toEqual(["2025-07-01T14:30:00.000Z", "2025-07-02T14:30:00.000Z"]);
    expect(time.pending()).toBe(1);
    expect(schedule.nextRunAt()?.toISOString()).toBe("2025-07-03T14:30:00.000Z");
    schedule.stop();
    expect(time.pending()).toBe(0);
    expect(schedule.nextRunAt()).toBeNull();
  });

  it("reports a failed run and runs again the next day", async () => {
    const time = fakeClock("2025-01-10T00:00:00Z");
    const errors: unknown[] = [];
    let calls = 0;
    const schedule = scheduleDaily({
      at: "16:30 CET",
      clock: time.clock,
      onError: (error) => errors.push(error),
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error("ECB unreachable");
      },
    });
    await time.tick();
    expect(errors).toEqual([new Error("ECB unreachable")]);
    expect(schedule.nextRunAt()?.toISOString()).toBe("2025-01-11T15:30:00.000Z");
    await time.tick();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    schedule.stop();
  });

  it("does not run the same slot twice when the timer fires early", async () => {
    const time = fakeClock("2025-07-01T10:00:00Z");
    const runs: number[] = [];
    const early: Clock = {
      ...time.clock,
      setTimeout: (callback, ms) => time.clock.setTimeout(callback, Math.max(0, ms - 5)),
    };
    const schedule = scheduleDaily({
      at: "16:30 CET",
      clock: early,
      onError: () => {},
      run: async () => {
        runs.push(time.clock.now());
      },
    });
    await time.tick();
    expect(runs).toHaveLength(1);
    expect(schedule.nextRunAt()?.toISOString()).toBe("2025-07-02T14:30:00.000Z");
    schedule.stop();
  });

  it("runs once at once when asked, then daily", async () => {
    const time = fakeClock("2025-07-01T18:00:00Z");
    let calls = 0;
    const schedule = scheduleDaily({
      at: "16:30 CET",
      runNow: true,
      clock: time.clock,
      onError: () => {},
      run: async () => {
        calls += 1;
      },
    });
    expect(calls).toBe(1);
    expect(schedule.nextRunAt()?.toISOString()).toBe("2025-07-02T14:30:00.000Z");
    await time.tick();
    expect(calls).toBe(2);
    schedule.stop();
  });

  it("refuses a malformed time at once", () => {
    expect(() =>
      scheduleDaily({ at: "half past four", run: async () => {}, onError: () => {} }),
    ).toThrow(/time of day/);
  });
});
