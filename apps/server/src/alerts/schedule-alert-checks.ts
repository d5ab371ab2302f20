/**
 * Runs the alert check every `everyMs` in this process, one run at a time, plus on demand
 * (`soon()`, after new observations were saved). Jobs run in-process for now (pg-boss is not
 * used yet); several instances may all run it: each alert is claimed by one (check-price-alerts).
 */
export function scheduleAlertChecks(options: {
  everyMs: number;
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  let running: Promise<void> | null = null;
  let again = false;
  const tick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = options
      .run()
      .then(() => undefined, options.onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void tick();
        }
      });
    return running;
  };
  const timer = setInterval(() => void tick(), options.everyMs);
  timer.unref();
  return {
    /** Runs a check now (or right after the one in progress). */
    soon: tick,
    stop: () => clearInterval(timer),
  };
}
