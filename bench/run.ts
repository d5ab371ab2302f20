import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { measureEntryJs } from "./entry-js.ts";
import { measureHealth } from "./health.ts";
import { measureInitialJs } from "./initial-js.ts";
import { onExit, runCleanups } from "./lib/cleanup.ts";
import { errorMessage } from "./lib/error-message.ts";
import { gitState } from "./lib/git-state.ts";
import { log } from "./lib/log.ts";
import { snapshotDist } from "./lib/snapshot-dist.ts";
import { startServer } from "./lib/start-server.ts";
import { withTimeout } from "./lib/with-timeout.ts";
import { measureLighthouse } from "./lighthouse.ts";

const root = resolve(import.meta.dirname, "..");
/** The whole bench stays under ~4 minutes; past this, whatever was measured is printed. */
const BUDGET_MS = 235_000;

const report: Record<string, unknown> = {
  generatedAt: new Date().toISOString(),
  git: gitState(root),
  // Other work on this shared box skews every figure; the load average says how much to trust them.
  machine: {
    node: process.version,
    cpus: availableParallelism(),
    loadAverage1mStart: loadavg()[0],
  },
};

/** A failed figure is reported as `{ error }` and does not stop the others. */
async function figure<T>(name: string, timeoutMs: number, measure: () => Promise<T>) {
  log(`measuring ${name}`);
  try {
    report[name] = await withTimeout(measure(), timeoutMs, name);
  } catch (error) {
    log(`${name} failed: ${errorMessage(error)}`);
    report[name] = { error: errorMessage(error), pass: false };
  }
}

function print(exitCode: number) {
  (report.machine as Record<string, unknown>).loadAverage1mEnd = loadavg()[0];
  const passes = ["initialJs", "lighthouse"].flatMap((name) => {
    const value = report[name] as Record<string, unknown> | undefined;
    if (!value || "error" in value) return [false];
    return [value.pass, value.performancePass, value.accessibilityPass].filter(
      (pass) => pass !== undefined,
    );
  });
  process.stdout.write(`${JSON.stringify({ ...report, pass: passes.every(Boolean) }, null, 2)}\n`);
  process.exitCode = exitCode;
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), "frontalier-bench-"));
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  const unregister = onExit(removeWork);
  try {
    const distDir = await snapshotDist(join(root, "apps/web/dist"), join(work, "web-dist"));
    const server = await startServer({
      name: "app",
      entry: "apps/server/src/main.ts",
      cwd: root,
      env: {
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        DATA_DIR: join(work, "data"),
        WEB_DIST_DIR: distDir,
      },
    });
    try {
      await figure("initialJs", 60_000, async () => {
        const [loaded, entry] = await Promise.all([
          measureInitialJs(server.origin),
          measureEntryJs(distDir),
        ]);
        return {
          ...loaded,
          entryFiles: entry.files,
          entryRawBytes: entry.rawBytes,
          entryGzipBytes: entry.gzipBytes,
          entryPass: entry.pass,
          entryFileSizes: entry.fileSizes,
        };
      });
      await figure("lighthouse", 200_000, () => measureLighthouse(`${server.origin}/`));
      await figure("health", 60_000, () => measureHealth(server.origin, root));
    } finally {
      await server.stop();
    }
  } finally {
    removeWork();
    unregister();
  }
}

const watchdog = setTimeout(() => {
  log(`over the ${BUDGET_MS / 1000} s budget: printing what was measured`);
  report.error = `bench exceeded its ${BUDGET_MS / 1000} s budget`;
  print(1);
  runCleanups();
  process.exit(1);
}, BUDGET_MS);
watchdog.unref();

main().then(
  () => {
    clearTimeout(watchdog);
    print(0);
  },
  (error: unknown) => {
    clearTimeout(watchdog);
    log(`crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    report.error = errorMessage(error);
    print(1);
  },
);
