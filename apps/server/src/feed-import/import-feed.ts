import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { basename } from "node:path";
import type { AppDb } from "../db/open-database.ts";
import { createSeenTable, dropSeenTable } from "./batch-statements.ts";
import { type CsvRecord, readCsvRecords } from "./csv-records.ts";
import { FeedImportError } from "./feed-import-error.ts";
import { detectFormat, feedFormats } from "./formats/detect-format.ts";
import type { FeedFormat, RowDefaults } from "./formats/feed-format.ts";
import { type ImportCounts, importRecords, type RecordsPlan } from "./import-records.ts";
import type { ImportProgress, ImportReport } from "./import-report.ts";
import { openImportSessions, type SqlRunner } from "./import-session.ts";
import { parseObservedAt } from "./parse-observed-at.ts";
import { loadReferenceData } from "./resolve-row.ts";
import type { Transact } from "./sharded-writer.ts";

export interface ImportFeedOptions {
  /** ISO country of every row of a single-country file, instead of the format's own. */
  country?: string;
  /** `YYYY-MM-DD` for rows without a date of their own, instead of the format's snapshot date. */
  observedAt?: string;
  /** Run everything in one transaction rolled back at the end: exact counts, nothing kept. */
  dryRun?: boolean;
  /** Valid rows per transaction. */
  batchSize?: number;
  /** PostgreSQL connections writing in parallel (PGlite and dry runs use one). */
  connections?: number;
}

export interface ImportFeedInput {
  db: AppDb;
  /** The CSV file to read; or give `stream`. */
  path?: string;
  stream?: AsyncIterable<string | Uint8Array>;
  options?: ImportFeedOptions;
  /** Called after each batch is written, with running totals. */
  onProgress?: (progress: ImportProgress) => void;
}

export const DEFAULT_BATCH_SIZE = 1000;

/** Two writers keep both cores of the target machine busy; more only queue for them. */
export const DEFAULT_CONNECTIONS = 2;

/**
 * Imports a CSV price feed: detects its format from the header row, then streams it in batches,
 * one transaction each, so memory stays flat whatever the size of the file. Safe to run again:
 * known observations are skipped and offers only move forward in time.
 */
export async function importFeed(input: ImportFeedInput): Promise<ImportReport> {
  const started = performance.now();
  const options = input.options ?? {};
  const source = input.path ? basename(input.path) : "stream";
  const bytes = input.path
    ? createReadStream(input.path, { highWaterMark: 64 * 1024 })
    : input.stream;
  if (!bytes) throw new TypeError("importFeed needs a path or a stream");
  const records = readCsvRecords(readOrFail(bytes, input.path ?? source));
  try {
    const { value: header } = await records.next();
    if (!header) throw new FeedImportError("empty-file", `${source} is empty`);
    const format = detectFormat(header.fields);
    if (!format) throw unknownFormat(source, header.fields);
    const parseRow = format.createRowParser(header.fields, rowDefaults(format, options));
    const plan = {
      columns: header.fields.length,
      parseRow,
      batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
      onProgress: input.onProgress,
    };
    const sessions = await openImportSessions(
      input.db,
      options.dryRun ? 1 : (options.connections ?? DEFAULT_CONNECTIONS),
    );
    try {
      const run = (writers: Writer[]) => importWith(writers, records, plan);
      const [first] = sessions;
      const { rejections, ...totals } =
        options.dryRun && first
          ? await first.transaction((tx) => run([{ run: tx, transact: (work) => work(tx) }]), {
              rollback: true,
            })
          : await run(
              sessions.map((session) => ({
                run: session,
                transact: (work) => session.transaction(work),
              })),
            );
      return {
        source,
        format: format.id,
        formatLabel: format.label,
        dryRun: options.dryRun === true,
        ...totals,
        rejected: rejections.total,
        rejectedByCode: rejections.byCode,
        rejections: rejections.listed,
        elapsedMs: Math.round(performance.now() - started),
      };
    } finally {
      await Promise.all(sessions.map((session) => session.release()));
    }
  } finally {
    // Closes the file when the import stops early.
    await records.return(undefined);
  }
}

interface Writer {
  run: SqlRunner;
  transact: Transact;
}

async function importWith(
  writers: Writer[],
  records: AsyncIterable<CsvRecord>,
  plan: Omit<RecordsPlan, "reference">,
): Promise<ImportCounts> {
  const shards = writers.map((writer) => ({
    ...writer,
    seenTable: `feed_import_seen_${randomBytes(6).toString("hex")}`,
  }));
  for (const shard of shards) await shard.run.query(createSeenTable(shard.seenTable));
  try {
    const [first] = shards;
    if (!first) throw new Error("no database session");
    const reference = await loadReferenceData(first.run);
    return await importRecords(records, shards, { ...plan, reference });
  } finally {
    for (const shard of shards) {
      // A drop fails only on a broken connection (its temporary tables die with it) or in a failed
      // dry run (the rollback removes the table): it must not hide the error that got here.
      await shard.run.query(dropSeenTable(shard.seenTable)).catch(() => {});
    }
  }
}

function rowDefaults(format: FeedFormat, options: ImportFeedOptions): RowDefaults {
  let country: string | undefined;
  if (options.country !== undefined) {
    if (!format.country) {
      throw new FeedImportError(
        "invalid-option",
        `--country does not apply to the ${format.label}: its rows name their country`,
      );
    }
    if (!/^[A-Za-z]{2}$/.test(options.country)) {
      throw new FeedImportError(
        "invalid-option",
        `--country must be two letters, not "${options.country}"`,
      );
    }
    country = options.country.toUpperCase();
  }
  let observedAt: string | undefined;
  const date = options.observedAt ?? format.snapshotDate;
  if (date !== undefined) {
    observedAt = /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? (parseObservedAt(date) ?? undefined)
      : undefined;
    if (!observedAt) {
      throw new FeedImportError(
        "invalid-option",
        `--observed-at must be a date YYYY-MM-DD, not "${date}"`,
      );
    }
  }
  return { country: country ?? format.country, observedAt };
}

function unknownFormat(source: string, header: readonly string[]): FeedImportError {
  const shown = header
    .slice(0, 12)
    .map((name) => JSON.stringify(name))
    .join(", ");
  const known = feedFormats
    .map((format) => `  - ${format.label}: ${format.requiredColumns.join(", ")}`)
    .join("\n");
  return new FeedImportError(
    "unknown-format",
    `${source}: unknown format. Its header row (${shown}${header.length > 12 ? ", ..." : ""}) ` +
      `lacks the columns of every known format:\n${known}`,
  );
}

async function* readOrFail(bytes: AsyncIterable<string | Uint8Array>, source: string) {
  try {
    yield* bytes;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new FeedImportError("unreadable-file", `cannot read ${source}: ${detail}`, {
      cause: error,
    });
  }
}
