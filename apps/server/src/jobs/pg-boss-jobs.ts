import PgBoss from "pg-boss";
import {
  cronOf,
  DEFAULT_TRIGGER_DELAY_MS,
  type JobDefinition,
  type Jobs,
} from "./job-definition.ts";

/** pg-boss keeps its tables in a schema of their own, beside the app's (drizzle's) tables. */
export const JOBS_SCHEMA = "pgboss";

export interface PgBossJobsOptions {
  connectionString: string;
  /** pg-boss's own failures (lost connection…): logged, they do not stop the app. */
  onError(error: unknown): void;
  /** How often an idle worker asks for work (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
}

/**
 * Every job's queue: a failed run is tried twice more (a minute later, then longer), and a run
 * that hangs is given up after half an hour.
 */
const QUEUE_OPTIONS = {
  policy: "stately",
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
} as const;
/** How often an idle worker asks for work (pg-boss's own default). */
const DEFAULT_POLLING_INTERVAL_S = 2;

/**
 * A queue per job, with the "stately" policy: at most one run waiting and one running across
 * every instance, so that a schedule or a trigger seen by several instances runs once.
 */
async function ensureQueue(boss: PgBoss, name: string) {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name, { name, ...QUEUE_OPTIONS });
  } catch (error) {
    // Another instance created it meanwhile.
    if (!(await boss.getQueue(name))) throw error;
  }
}

/** A pg-boss client that only sends (the feed import CLI), started without maintenance or cron. */
export async function openJobSender(connectionString: string, onError: (error: unknown) => void) {
  const boss = new PgBoss({
    connectionString,
    schema: JOBS_SCHEMA,
    application_name: "frontalier-jobs",
    max: 1,
    supervise: false,
    schedule: false,
  });
  boss.on("error", onError);
  await boss.start();
  return {
    async send(name: string, delayMs = DEFAULT_TRIGGER_DELAY_MS) {
      await ensureQueue(boss, name);
      await boss.send(name, {}, { startAfter: Math.ceil(delayMs / 1000) });
    },
    close: () => boss.stop({ graceful: false, wait: true }),
  };
}

/**
 * The jobs on PostgreSQL (brief §5): pg-boss keeps the schedules and the queued runs in the
 * database, so that any number of instances share them, each run goes to one of them, a failed
 * run is retried, and another process (the feed import) can ask for a run.
 */
export async function startPgBossJobs(
  definitions: readonly JobDefinition[],
  options: PgBossJobsOptions,
): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOBS_SCHEMA,
    application_name: "frontalier-jobs",
    max: 4,
  });
  boss.on("error", options.onError);
  await boss.start();
  const names = new Set(definitions.map((definition) => definition.name));
  try {
    for (const definition of definitions) {
      await ensureQueue(boss, definition.name);
      const { cron, tz } = cronOf(definition.timing);
      await boss.schedule(definition.name, cron, {}, { tz });
      await boss.work(
        definition.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_S },
        async () => {
          try {
            await definition.run();
          } catch (error) {
            definition.onError(error);
            // Failed, so that pg-boss retries it.
            throw error;
          }
        },
      );
      // Several instances starting at once queue one run: the queue holds one waiting at most.
      if (definition.runAtStart) await boss.send(definition.name, {});
    }
  } catch (error) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    throw error;
  }
  return {
    runner: "pg-boss",
    async trigger(name, delayMs = DEFAULT_TRIGGER_DELAY_MS) {
      if (!names.has(name)) throw new Error(`no job is named ${name}`);
      await boss.send(name, {}, { startAfter: Math.ceil(delayMs / 1000) });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 15_000 }),
  };
}
