import { readFileSync } from "node:fs";
import { openDatabase } from "../apps/server/src/db/open-database.ts";
import { importFeed } from "../apps/server/src/feed-import/import-feed.ts";

/*
 * One feed import in a process of its own, so that its peak RSS is the import's alone:
 *   node --expose-gc --import tsx bench/import-feed-child.ts DATABASE_URL FILE
 * Prints one JSON line with the import's report, its duration and the process's memory.
 */
const [databaseUrl, file] = process.argv.slice(2);
if (!databaseUrl || !file) throw new Error("usage: import-feed-child.ts DATABASE_URL FILE");

/** VmRSS (now) or VmHWM (the peak) of this process, in kB. */
const memoryKb = (field: "VmRSS" | "VmHWM") =>
  Number(
    new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(
      readFileSync("/proc/self/status", "utf8"),
    )?.[1] ?? 0,
  );

const database = await openDatabase({ databaseUrl });
try {
  const rssBeforeKb = memoryKb("VmRSS");
  const started = performance.now();
  // Every 25,000 rows: whether memory grows with the rows read or stays flat.
  const rssCurveMb: number[] = [];
  let nextSample = 0;
  const report = await importFeed({
    db: database.db,
    path: file,
    onProgress: (progress) => {
      if (progress.rowsRead < nextSample) return;
      nextSample += 25_000;
      rssCurveMb.push(Math.round(process.memoryUsage().rss / 1024 / 1024));
    },
  });
  const importMs = performance.now() - started;
  const peakRssKb = memoryKb("VmHWM");
  // What the import still holds once garbage is gone: equal at 50k and 200k rows means no leak,
  // whatever the peak RSS says about when V8 chose to collect.
  globalThis.gc?.();
  const heapAfterGcMb = Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
  process.stdout.write(
    `${JSON.stringify({
      rowsRead: report.rowsRead,
      inserted: report.inserted,
      unchanged: report.unchanged,
      rejected: report.rejected,
      rejectedByCode: report.rejectedByCode,
      articlesCreated: report.articlesCreated,
      offersCreated: report.offersCreated,
      importMs,
      rssBeforeKb,
      peakRssKb,
      rssCurveMb,
      heapAfterGcMb,
    })}\n`,
  );
} finally {
  await database.close();
}
