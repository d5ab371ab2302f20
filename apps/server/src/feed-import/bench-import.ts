import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase } from "../../test/db.ts";
import { generateLongFeed } from "./generate-long-feed.ts";
import { importFeed } from "./import-feed.ts";
import { insertFeedCountries } from "./testing/insert-feed-countries.ts";

/*
 * Throughput and memory of importFeed on a generated long-format file:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node --expose-gc --import tsx apps/server/src/feed-import/bench-import.ts [ROWS [BATCH [CONNECTIONS]]]
 * Without TEST_DATABASE_URL it runs on in-memory PGlite. The database is a fresh one, dropped after.
 */
const rows = Number(process.argv[2] ?? 200_000);
const batchSize = process.argv[3] ? Number(process.argv[3]) : undefined;
const connections = process.argv[4] ? Number(process.argv[4]) : undefined;
const checkpoint = Math.min(50_000, rows);
const kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const file = join(tmpdir(), `frontalier-bench-${process.pid}.csv`);
await generateLongFeed(file, rows);
const test = await createTestDatabase(kind);
try {
  await insertFeedCountries(test.database.db);
  for (const run of ["first import", "re-run"]) {
    const rssBefore = process.memoryUsage().rss;
    let peakAtCheckpoint = 0;
    let peak = 0;
    let peakHeap = 0;
    const curve: string[] = [];
    const report = await importFeed({
      db: test.database.db,
      path: file,
      options: { batchSize, connections },
      onProgress: (progress) => {
        const { rss, heapUsed } = process.memoryUsage();
        peak = Math.max(peak, rss);
        peakHeap = Math.max(peakHeap, heapUsed);
        if (progress.rowsRead <= checkpoint) peakAtCheckpoint = peak;
        if (progress.rowsRead % 25_000 === 0) curve.push(`${progress.rowsRead / 1000}k ${mb(rss)}`);
      },
    });
    const perSecond = Math.round(report.rowsRead / (report.elapsedMs / 1000));
    console.log(
      [
        `${kind}, ${run}: ${report.rowsRead} rows in ${report.elapsedMs} ms = ${perSecond} rows/s`,
        `  inserted ${report.inserted}, unchanged ${report.unchanged}, rejected ${report.rejected}`,
        `  rss before ${mb(rssBefore)}; peak rss up to ${checkpoint / 1000}k rows ${mb(peakAtCheckpoint)}, ` +
          `up to ${rows / 1000}k rows ${mb(peak)}; peak heap ${mb(peakHeap)}`,
        `  rss by rows read: ${curve.join(", ")}`,
      ].join("\n"),
    );
  }
} finally {
  await test.destroy();
  await rm(file, { force: true });
}
