import { scheduleDaily } from "../catalogue/rates/schedule-daily.ts";
import { DEFAULT_TRIGGER_DELAY_MS, type JobDefinition, type Jobs } from "./job-definition.ts";

/** One job's runs in this process: never two at once, a run asked for during one follows it. */
function runner(definition: JobDefinition) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = definition
      .run()
      .then(() => undefined, definition.onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  return {
    run,
    async stop() {
      stopped = true;
      again = false;
      await running;
    },
  };
}

/**
 * The jobs of a single instance on the embedded database (brief §5: the in-process runner):
 * timers in this process. With PostgreSQL, pg-boss runs them instead (pg-boss-jobs.ts).
 */
export function startInProcessJobs(definitions: readonly JobDefinition[]): Jobs {
  const runners = new Map<string, ReturnType<typeof runner>>();
  const stops: (() => void)[] = [];
  const triggers = new Map<string, NodeJS.Timeout>();
  for (const definition of definitions) {
    const jobRunner = runner(definition);
    runners.set(definition.name, jobRunner);
    const { timing } = definition;
    if ("dailyAt" in timing) {
      const schedule = scheduleDaily({
        at: timing.dailyAt,
        run: jobRunner.run,
        onError: definition.onError,
      });
      stops.push(() => schedule.stop());
    } else {
      const timer = setInterval(() => void jobRunner.run(), timing.everyMinutes * 60_000);
      timer.unref();
      stops.push(() => clearInterval(timer));
    }
    if (definition.runAtStart) void jobRunner.run();
  }
  return {
    runner: "in-process",
    async trigger(name, delayMs = DEFAULT_TRIGGER_DELAY_MS) {
      const jobRunner = runners.get(name);
      if (!jobRunner) throw new Error(`no job is named ${name}`);
      if (triggers.has(name)) return;
      const timer = setTimeout(() => {
        triggers.delete(name);
        void jobRunner.run();
      }, delayMs);
      timer.unref();
      triggers.set(name, timer);
    },
    async stop() {
      for (const stop of stops) stop();
      for (const timer of triggers.values()) clearTimeout(timer);
      triggers.clear();
      await Promise.all([...runners.values()].map((jobRunner) => jobRunner.stop()));
    },
  };
}
