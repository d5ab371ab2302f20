type Cleanup = () => void;

const cleanups = new Set<Cleanup>();
let installed = false;

/**
 * Registers a synchronous kill to run however the bench ends (normal exit, crash, Ctrl-C), so that
 * no server or browser outlives it. Returns a function that unregisters it once it is done.
 */
export function onExit(cleanup: Cleanup): () => void {
  install();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export function runCleanups() {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Best effort: the process is going away anyway.
    }
  }
  cleanups.clear();
}

function install() {
  if (installed) return;
  installed = true;
  process.on("exit", runCleanups);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      runCleanups();
      process.exit(130);
    });
  }
}
