import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { seedReferenceData } from "../apps/server/src/catalogue/reference/seed-reference-data.ts";
import { generateLongFeed } from "../apps/server/src/feed-import/generate-long-feed.ts";
import { importFeed } from "../apps/server/src/feed-import/import-feed.ts";
import { createTestDatabase } from "../apps/server/test/db.ts";

/*
 * Throughput and memory of importFeed on a generated long-format file:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --expose-gc --import tsx \
 *     bench/feed-import-throughput.ts [ROWS [BATCH_SIZE [CONNECTIONS]]]
 * Without TEST_DATABASE_URL it runs on in-memory PGlite. The database is a fresh one, dropped
 * after. With --expose-gc it also reports the heap still in use after a collection, at each 25k.
 */
const rows = Number(process.argv[2] ?? 200_000);
const batchSize = process.argv[3] ? Number(process.argv[3]) : undefined;
const connections = process.argv[4] ? Number(process.argv[4]) : undefined;
const checkpoint = Math.min(50_000, rows);
const step = 25_000;
const kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}`;
const gc = (globalThis as { gc?: () => void }).gc;

/** CPU seconds the server's backends for this database used so far (local PostgreSQL on Linux). */
async function backendCpuSeconds(): Promise<number | null> {
  if (kind !== "postgres") return null;
  const result = (await test.database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  let ticks = 0;
  for (const { pid } of result.rows) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
    if (!stat) return null;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

const file = join(tmpdir(), `frontalier-bench-${process.pid}.csv`);
await generateLongFeed(file, rows);
const test = await createTestDatabase(kind);
try {
  await seedReferenceData(test.database.db);
  for (const run of ["first import", "re-run"]) {
    gc?.();
    const rssBefore = process.memoryUsage().rss;
    const cpuBefore = process.cpuUsage();
    const dbCpuBefore = await backendCpuSeconds();
    let peakAtCheckpoint = 0;
    let peak = 0;
    let nextStep = step;
    const curve: string[] = [];
    const report = await importFeed({
      db: test.database.db,
      path: file,
      options: { batchSize, connections },
      onProgress: (progress) => {
        const { rss } = process.memoryUsage();
        peak = Math.max(peak, rss);
        if (progress.rowsRead <= checkpoint) peakAtCheckpoint = peak;
        if (progress.rowsRead >= nextStep) {
          nextStep += step;
          gc?.();
          const { heapUsed } = process.memoryUsage();
          curve.push(
            `${Math.round(progress.rowsRead / 1000)}k: rss ${mb(rss)}, heap ${mb(heapUsed)}`,
          );
        }
      },
    });
    const perSecond = Math.round(report.rowsRead / (report.elapsedMs / 1000));
    const cpu = process.cpuUsage(cpuBefore);
    const nodeCpu = (cpu.user + cpu.system) / 1e6;
    const dbCpuAfter = await backendCpuSeconds();
    const dbCpu = dbCpuBefore !== null && dbCpuAfter !== null ? dbCpuAfter - dbCpuBefore : null;
    const perRow = (seconds: number) => `${Math.round((seconds / report.rowsRead) * 1e6)} µs/row`;
    console.log(
      [
        `${kind}, ${run}: ${report.rowsRead} rows in ${report.elapsedMs} ms = ${perSecond} rows/s`,
        `  inserted ${report.inserted}, unchanged ${report.unchanged}, rejected ${report.rejected}`,
        `  rss before ${mb(rssBefore)} MB; peak rss up to ${checkpoint / 1000}k rows ` +
          `${mb(peakAtCheckpoint)} MB, up to ${rows / 1000}k rows ${mb(peak)} MB`,
        `  cpu: node ${nodeCpu.toFixed(1)} s (${perRow(nodeCpu)})` +
          (dbCpu === null ? "" : `, postgres backends ${dbCpu.toFixed(1)} s (${perRow(dbCpu)})`),
        `  by rows read (MB${gc ? ", heap after gc" : ""}): ${curve.join("; ")}`,
      ].join("\n"),
    );
  }
} finally {
  await test.destroy();
  await rm(file, { force: true });
}
