import { eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { jobRuns } from "../db/schema.ts";
import type { JobDefinition } from "../jobs/job-definition.ts";

/**
 * Each job's runs written down in `job_runs` (one row per job, whichever instance ran it), for
 * the admin page: pg-boss keeps its own history on PostgreSQL, but the embedded database's timers
 * keep none, and one table reads the same on both. A failure to write is reported, never the
 * job's failure.
 */
export function recordJobRuns(
  db: AppDb,
  jobs: readonly JobDefinition[],
  onError: (error: unknown) => void,
): JobDefinition[] {
  const write = (what: Promise<unknown>) => what.then(() => {}, onError);
  return jobs.map((job) => ({
    ...job,
    run: async () => {
      const startedAt = new Date();
      await write(
        db
          .insert(jobRuns)
          .values({ job: job.name, startedAt })
          .onConflictDoUpdate({
            target: jobRuns.job,
            set: { startedAt, finishedAt: null, outcome: null, error: null, durationMs: null },
          }),
      );
      const started = performance.now();
      const end = (outcome: "ok" | "failed", error: string | null) => {
        const finishedAt = new Date();
        return write(
          db
            .update(jobRuns)
            .set({
              finishedAt,
              outcome,
              error,
              durationMs: Math.round(performance.now() - started),
              runs: sql`${jobRuns.runs} + 1`,
              ...(outcome === "ok"
                ? { lastSuccessAt: finishedAt }
                : { failures: sql`${jobRuns.failures} + 1` }),
            })
            .where(eq(jobRuns.job, job.name)),
        );
      };
      try {
        const result = await job.run();
        await end("ok", null);
        return result;
      } catch (error) {
        await end(
          "failed",
          (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        );
        throw error;
      }
    },
  }));
}
