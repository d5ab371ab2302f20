import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { seedReferenceData } from "../apps/server/src/catalogue/reference/seed-reference-data.ts";
import { openDatabase } from "../apps/server/src/db/open-database.ts";
import { withBenchDatabase } from "./lib/bench-database.ts";
import { onExit } from "./lib/cleanup.ts";
import { log } from "./lib/log.ts";
import { writeLongFeed } from "./lib/write-long-feed.ts";
import { IMPORT_TARGET_ROWS_PER_S, IMPORT_TARGET_RSS_GROWTH } from "./targets.ts";

const SIZES = [50_000, 200_000] as const;
const CHILD_TIMEOUT_MS = 150_000;
const MB = 1024;

/** What bench/import-feed-child.ts prints. */
interface ChildReport {
  rowsRead: number;
  inserted: number;
  unchanged: number;
  rejected: number;
  rejectedByCode: Record<string, number>;
  articlesCreated: number;
  offersCreated: number;
  importMs: number;
  rssBeforeKb: number;
  peakRssKb: number;
  rssCurveMb: number[];
  heapAfterGcMb: number;
}

export interface ImportRun {
  rows: number;
  rowsPerS: number;
  importMs: number;
  /** The child process from spawn to exit: Node and tsx start-up, migrations check included. */
  wallMs: number;
  peakRssMb: number;
  rssBeforeImportMb: number;
  /** RSS every 25,000 rows read: a slope here is what the peak alone cannot show. */
  rssCurveMb: number[];
  /** Heap in use after a full collection at the end: growth here would be a leak. */
  heapAfterGcMb: number;
  inserted: number;
  rejected: number;
  rejectedByCode: Record<string, number>;
  articlesCreated: number;
  offersCreated: number;
}

export interface ImportFigure {
  format: "multi-country long";
  runs: ImportRun[];
  /** Peak RSS at 200k rows / at 50k rows. */
  rssGrowth: number;
  targets: { rowsPerS: number; rssGrowth: number };
  throughputPass: boolean;
  memoryPass: boolean;
  /** Both targets met and every row imported. */
  pass: boolean;
}

/**
 * `importFeed` (apps/server/src/feed-import) of generated long-format files of 50,000 and
 * 200,000 rows, each into a fresh PostgreSQL database holding the reference data, each in a
 * child process so that its peak RSS is the import's own.
 */
export async function measureImport(root: string, workDir: string): Promise<ImportFigure> {
  const runs: ImportRun[] = [];
  for (const rows of SIZES) {
    const file = join(workDir, `feed-${rows}.csv`);
    try {
      await writeLongFeed(file, rows);
      runs.push(
        await withBenchDatabase(async (database) => {
          const app = await openDatabase({ databaseUrl: database.url });
          try {
            await app.migrate();
            await seedReferenceData(app.db);
          } finally {
            await app.close();
          }
          log(`import: ${rows} rows`);
          return importInChild(root, database.url, file, rows);
        }),
      );
    } finally {
      await rm(file, { force: true });
    }
  }
  const [small, large] = runs;
  const rssGrowth =
    small && large ? Math.round((large.peakRssMb / small.peakRssMb) * 1000) / 1000 : 0;
  const throughputPass = runs.every((run) => run.rowsPerS >= IMPORT_TARGET_ROWS_PER_S);
  const memoryPass = rssGrowth > 0 && rssGrowth <= IMPORT_TARGET_RSS_GROWTH;
  return {
    format: "multi-country long",
    runs,
    rssGrowth,
    targets: { rowsPerS: IMPORT_TARGET_ROWS_PER_S, rssGrowth: IMPORT_TARGET_RSS_GROWTH },
    throughputPass,
    memoryPass,
    pass:
      throughputPass &&
      memoryPass &&
      runs.every((run) => run.rejected === 0 && run.inserted === run.rows),
  };
}

async function importInChild(
  root: string,
  databaseUrl: string,
  file: string,
  rows: number,
): Promise<ImportRun> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["--expose-gc", "--import", "tsx", "bench/import-feed-child.ts", databaseUrl, file],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
  );
  const unregister = onExit(() => child.kill("SIGKILL"));
  const timer = setTimeout(() => child.kill("SIGKILL"), CHILD_TIMEOUT_MS);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk;
  });
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (exitCode, signal) => resolve(signal ? null : exitCode));
    });
    const wallMs = Math.round(performance.now() - started);
    const lastLine = stdout.trim().split("\n").at(-1) ?? "";
    if (code !== 0 || !lastLine.startsWith("{")) {
      const reason = code === null ? `killed after ${CHILD_TIMEOUT_MS / 1000} s` : `exit ${code}`;
      throw new Error(`import of ${rows} rows failed (${reason}): ${stderr.trim().slice(-600)}`);
    }
    const report = JSON.parse(lastLine) as ChildReport;
    return {
      rows,
      rowsPerS: Math.round(report.rowsRead / (report.importMs / 1000)),
      importMs: Math.round(report.importMs),
      wallMs,
      peakRssMb: Math.round((report.peakRssKb / MB) * 10) / 10,
      rssBeforeImportMb: Math.round((report.rssBeforeKb / MB) * 10) / 10,
      rssCurveMb: report.rssCurveMb,
      heapAfterGcMb: report.heapAfterGcMb,
      inserted: report.inserted,
      rejected: report.rejected,
      rejectedByCode: report.rejectedByCode,
      articlesCreated: report.articlesCreated,
      offersCreated: report.offersCreated,
    };
  } finally {
    clearTimeout(timer);
    unregister();
  }
}
