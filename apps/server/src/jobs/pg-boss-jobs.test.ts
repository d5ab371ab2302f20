import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/db.ts";
import type { JobDefinition, Jobs } from "./job-definition.ts";
import { JOBS_SCHEMA, openJobSender, startPgBossJobs } from "./pg-boss-jobs.ts";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const title = postgres
  ? "jobs on PostgreSQL with pg-boss"
  : "jobs on PostgreSQL with pg-boss (skipped: TEST_DATABASE_URL is not set)";

/** A job that counts its runs in one instance. */
function job(name: string, overrides: Partial<JobDefinition> = {}) {
  const state = { runs: 0, errors: [] as unknown[] };
  const definition: JobDefinition = {
    name,
    timing: { everyMinutes: 15 },
    run: async () => {
      state.runs++;
    },
    onError: (error) => state.errors.push(error),
    ...overrides,
  };
  return { definition, state };
}

describe.skipIf(!postgres)(title, () => {
  let test: TestDatabase;
  const started: Jobs[] = [];
  const start = async (definitions: JobDefinition[]) => {
    const jobs = await startPgBossJobs(definitions, {
      connectionString: test.url!,
      onError: () => {},
      pollingIntervalSeconds: 0.5,
    });
    started.push(jobs);
    return jobs;
  };

  beforeAll(async () => {
    test = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await Promise.all(started.map((jobs) => jobs.stop()));
    await test?.destroy();
  });

  it("keeps each job's schedule in the database, in its time zone", async () => {
    await start([
      job("nightly", { timing: { dailyAt: "03:30 CET" } }).definition,
      job("alerts", { timing: { everyMinutes: 15 } }).definition,
    ]);
    const rows = await test.database.prepared(
      "schedules",
      `select name, cron, options->>'tz' as tz from ${JOBS_SCHEMA}.schedule order by name`,
      [],
    );
    expect(rows).toEqual([
      { name: "alerts", cron: "*/15 * * * *", tz: "UTC" },
      { name: "nightly", cron: "30 3 * * *", tz: "CET" },
    ]);
  });

  it("runs a triggered job once, however many instances and triggers", async () => {
    const a = job("shared");
    const b = job("shared");
    const first = await start([a.definition]);
    const second = await start([b.definition]);
    // Both triggers wait a second before the run may start: the second finds the first waiting,
    // and the queue holds one waiting run at most. (A trigger during a run queues one more.)
    await first.trigger("shared", 1_000);
    await second.trigger("shared", 1_000);
    await expect.poll(() => a.state.runs + b.state.runs, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(a.state.runs + b.state.runs).toBe(1);
  });

  it("runs a job another process asks for (the feed import after new prices)", async () => {
    const alerts = job("price-alerts");
    await start([alerts.definition]);
    const sender = await openJobSender(test.url!, () => {});
    try {
      await sender.send("price-alerts", 0);
    } finally {
      await sender.close();
    }
    await expect.poll(() => alerts.state.runs, { timeout: 10_000 }).toBe(1);
  });

  it("runs a job at start when asked, and reports a failed run", async () => {
    const failing = job("failing", {
      runAtStart: true,
      run: async () => {
        throw new Error("retailer away");
      },
    });
    await start([failing.definition]);
    await expect
      .poll(() => failing.state.errors, { timeout: 10_000 })
      .toEqual([new Error("retailer away")]);
  });
});
