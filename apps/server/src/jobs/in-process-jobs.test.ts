import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startInProcessJobs } from "./in-process-jobs.ts";
import type { JobDefinition, Jobs } from "./job-definition.ts";

/** A job that counts its runs; each run lasts `ms` of (fake) time. */
function countingJob(overrides: Partial<JobDefinition> & { ms?: number } = {}) {
  const runs: number[] = [];
  const errors: unknown[] = [];
  const job: JobDefinition = {
    name: "count",
    timing: { everyMinutes: 15 },
    run: async () => {
      runs.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, overrides.ms ?? 0));
    },
    onError: (error) => errors.push(error),
    ...overrides,
  };
  return { job, runs, errors };
}

/** Stops the jobs, letting the (fake) time a run in progress needs pass. */
async function stop(jobs: Jobs) {
  const stopped = jobs.stop();
  await vi.advanceTimersByTimeAsync(120_000);
  await stopped;
}

describe("jobs in this process", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-21T10:00:00Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs an interval job every N minutes, and once at start when asked", async () => {
    const { job, runs } = countingJob({ runAtStart: true });
    const jobs = startInProcessJobs([job]);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(45 * 60_000);
    expect(runs).toHaveLength(4);
    await stop(jobs);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(4);
  });

  it("runs a daily job at its wall-clock time in its zone", async () => {
    const { job, runs } = countingJob({ timing: { dailyAt: "03:30 CET" } });
    const jobs = startInProcessJobs([job]);
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    // 03:30 in Paris in November is 02:30 UTC.
    expect(runs.map((at) => new Date(at).toISOString())).toEqual(["2026-11-22T02:30:00.000Z"]);
    await stop(jobs);
  });

  it("makes one run of a burst of triggers, after the delay", async () => {
    const { job, runs } = countingJob();
    const jobs = startInProcessJobs([job]);
    for (let i = 0; i < 20; i++) await jobs.trigger("count", 30_000);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(1);
    await jobs.trigger("count", 30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runs).toHaveLength(2);
    await expect(jobs.trigger("nothing")).rejects.toThrow("no job is named nothing");
    await stop(jobs);
  });

  it("never runs a job twice at once: a run asked for meanwhile follows the current one", async () => {
    const { job, runs } = countingJob({ ms: 60_000, runAtStart: true });
    const jobs = startInProcessJobs([job]);
    await jobs.trigger("count", 1_000);
    await jobs.trigger("count", 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(2);
    expect(runs[1]! - runs[0]!).toBe(60_000);
    await stop(jobs);
  });

  it("reports a failed run and runs again next time", async () => {
    let calls = 0;
    const { job, errors } = countingJob({
      run: async () => {
        calls++;
        if (calls === 1) throw new Error("database away");
      },
    });
    const jobs = startInProcessJobs([job]);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error("database away")]);
    await stop(jobs);
  });

  it("lets a run in progress finish when stopped, and starts none after", async () => {
    const { job, runs } = countingJob({ ms: 10_000, runAtStart: true });
    const jobs = startInProcessJobs([job]);
    await jobs.trigger("count", 0);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(1);
  });
});
