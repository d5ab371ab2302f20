import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { measureBasketEndpoint } from "./basket-endpoint.ts";
import { measureBasketPlan } from "./basket-plan.ts";
import { measureEntryJs } from "./entry-js.ts";
import { measureFanOut } from "./fan-out.ts";
import { measureEndToEnd } from "./fan-out-end-to-end.ts";
import { measureImport } from "./feed-import.ts";
import { measureHealth } from "./health.ts";
import { measureInitialJs } from "./initial-js.ts";
import { withCatalogue } from "./lib/catalogue-server.ts";
import { onExit, runCleanups } from "./lib/cleanup.ts";
import { errorMessage } from "./lib/error-message.ts";
import { gitState } from "./lib/git-state.ts";
import { log } from "./lib/log.ts";
import { shopperCookieHeader } from "./lib/shopper.ts";
import { snapshotDist } from "./lib/snapshot-dist.ts";
import { startServer } from "./lib/start-server.ts";
import { withTimeout } from "./lib/with-timeout.ts";
import { measureLighthouse, measurePodiumLighthouse } from "./lighthouse.ts";
import { measureMap } from "./map.ts";
import { measurePdfImport } from "./pdf-import.ts";
import { measurePodium } from "./podium.ts";
import { measureRefresh } from "./refresh.ts";
import { measureScanner } from "./scanner.ts";
import { measureSearch } from "./search.ts";

const root = resolve(import.meta.dirname, "..");
/**
 * About 8 minutes on the 2-core box, build included; the budget keeps it under ~15 on a loaded
 * one. Past it, whatever was measured is printed and everything started is removed.
 */
const BUDGET_MS = 900_000;
/** Figures with a target: each counts in the top-level `pass`, an error as a failure. */
const GATED = [
  "initialJs",
  "lighthouse",
  "lighthousePodium",
  "podium",
  "fanOut",
  "search",
  "import",
  "pdfImport",
  "scanner",
  "basketPlan",
  "basketEndpoint",
  "map",
  "refresh",
] as const;
/** `BENCH_ONLY=pdfImport,health` measures only those figures (and gates only those). */
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",")) : null;
const wanted = (...names: string[]) => !only || names.some((name) => only.has(name));

const report: Record<string, unknown> = {
  generatedAt: new Date().toISOString(),
  git: gitState(root),
  // Other work on this shared box skews every figure; the load average says how much to trust them.
  machine: {
    node: process.version,
    cpus: availableParallelism(),
    loadAverage1mStart: loadavg()[0],
    /** At the start of each figure: the figures run one after the other, the neighbours do not. */
    loadAverage1mByFigure: {} as Record<string, number | undefined>,
  },
};
const machine = report.machine as { loadAverage1mByFigure: Record<string, number | undefined> };

/** A failed figure is reported as `{ error }` and does not stop the others. */
async function figure<T>(name: string, timeoutMs: number, measure: () => Promise<T>) {
  if (!wanted(name)) return;
  log(`measuring ${name}`);
  machine.loadAverage1mByFigure[name] = loadavg()[0];
  try {
    report[name] = await withTimeout(measure(), timeoutMs, name);
  } catch (error) {
    log(`${name} failed: ${errorMessage(error)}`);
    report[name] = { error: errorMessage(error), pass: false };
  }
}

function print(exitCode: number) {
  (report.machine as Record<string, unknown>).loadAverage1mEnd = loadavg()[0];
  const passes = Object.fromEntries(
    GATED.filter((name) => wanted(name)).map((name) => {
      const value = report[name] as Record<string, unknown> | undefined;
      if (!value || "error" in value) return [name, false];
      const flags = [
        value.pass,
        value.performancePass,
        value.accessibilityPass,
        value.firstVisitPass,
      ];
      return [name, flags.filter((flag) => flag !== undefined).every(Boolean)];
    }),
  );
  const pass = Object.values(passes).every(Boolean);
  process.stdout.write(`${JSON.stringify({ ...report, passes, pass }, null, 2)}\n`);
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
        // Measured offline: the bundled ECB snapshot, never the ECB's daily file.
        ECB_RATES_URL: "off",
        LOG_LEVEL: "warn",
        DATA_DIR: join(work, "data"),
        WEB_DIST_DIR: distDir,
        // The PDF figure uploads about 150 files from one address in a minute.
        PDF_IMPORTS_PER_10_MINUTES: "100000",
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
          // Decision 025: a brand-new visitor's download (`/` then /select-country) has the budget too.
          firstVisitPass: loaded.firstVisit.pass,
          entryFiles: entry.files,
          entryRawBytes: entry.rawBytes,
          entryGzipBytes: entry.gzipBytes,
          entryPass: entry.pass,
          entryFileSizes: entry.fileSizes,
        };
      });
      // `/` as a returning shopper sees it (a brand-new guest is sent to /select-country first).
      await figure("lighthouse", 200_000, async () =>
        measureLighthouse(`${server.origin}/`, {
          extraHeaders: { Cookie: await shopperCookieHeader(server.origin) },
        }),
      );
      // A podium, the page most shoppers land on (issue 19), with the same targets as `/`.
      await figure("lighthousePodium", 200_000, async () =>
        measurePodiumLighthouse(server.origin, await shopperCookieHeader(server.origin)),
      );
      await figure("health", 60_000, () => measureHealth(server.origin, root));
      await figure("pdfImport", 120_000, () => measurePdfImport(server.origin));
      await figure("map", 300_000, () => measureMap(server.origin, distDir));
    } finally {
      await server.stop();
    }
    if (wanted("podium", "search", "fanOut")) await measureDatabaseFigures(distDir, work);
    await figure("import", 200_000, () => measureImport(root, work));
    // Alone on the CPU after the servers have stopped: decode times are single-threaded.
    await figure("scanner", 120_000, () => measureScanner(distDir));
    await figure("basketPlan", 60_000, () => measureBasketPlan());
    await figure("basketEndpoint", 120_000, () => measureBasketEndpoint());
    // A simulated day of the scheduled refresh on a virtual clock: no server, no database.
    await figure("refresh", 120_000, () => measureRefresh());
  } finally {
    removeWork();
    unregister();
  }
}

/**
 * Podium, search and the end-to-end look-up share one PostgreSQL catalogue of 100,000 articles
 * and the server on it; without them (no PostgreSQL), the fan-out is still measured on its own.
 */
async function measureDatabaseFigures(distDir: string, work: string) {
  let ready = false;
  try {
    await withCatalogue(
      { root, webDistDir: distDir, dataDir: join(work, "catalogue-data") },
      async (catalogue) => {
        ready = true;
        report.catalogue = catalogue.seed;
        await figure("podium", 150_000, () => measurePodium(catalogue, root));
        await figure("search", 120_000, () => measureSearch(catalogue));
        await figure("fanOut", 120_000, () => measureFanOut(() => measureEndToEnd(catalogue)));
      },
    );
  } catch (error) {
    log(`catalogue failed: ${errorMessage(error)}`);
    for (const name of ["podium", "search"]) {
      report[name] ??= { error: `catalogue: ${errorMessage(error)}`, pass: false };
    }
    if (!ready) await figure("fanOut", 120_000, () => measureFanOut(null));
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
