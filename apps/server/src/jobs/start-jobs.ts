import { startInProcessJobs } from "./in-process-jobs.ts";
import type { JobDefinition, Jobs } from "./job-definition.ts";
import { startPgBossJobs } from "./pg-boss-jobs.ts";

/**
 * pg-boss on PostgreSQL (shared by every instance), timers in this process on the embedded
 * database (one instance by nature: PGlite is a file one process opens).
 */
export async function startJobs(
  definitions: readonly JobDefinition[],
  options: { databaseUrl?: string | undefined; onError(error: unknown): void },
): Promise<Jobs> {
  if (!options.databaseUrl) return startInProcessJobs(definitions);
  return startPgBossJobs(definitions, {
    connectionString: options.databaseUrl,
    onError: options.onError,
  });
}
