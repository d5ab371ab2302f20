import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { basename } from "node:path";
import type { AppDb } from "../db/open-database.ts";
import { createSeenTable, dropSeenTable } from "./batch-statements.ts";
import { readCsvRecords } from "./csv-records.ts";
import { FeedImportError } from "./feed-import-error.ts";
import { detectFormat, feedFormats } from "./formats/detect-format.ts";
import type { FeedFormatId, RowDefaults } from "./formats/feed-format.ts";
import { createJsonItemParser, jsonFeedItems, jsonShapeLabels } from "./formats/retailer-json.ts";
import {
  csvRecordReader,
  type FeedRecord,
  type ImportCounts,
  importRecords,
  type RecordsPlan,
} from "./import-records.ts";
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

/** A JSON feed is read whole (recorded answers are small); past this it is refused. */
export const MAX_JSON_FEED_BYTES = 32 * 1024 * 1024;

/**
 * Imports a price feed: a CSV file, its format detected from the header row and streamed in batches,
 * one transaction each, so memory stays flat whatever the size of the file; or a JSON file of the
 * retailer's recorded answers (`formats/retailer-json.ts`), told apart by its first character.
 * Safe to run again: known observations are skipped and offers only move forward in time.
 */
export async function importFeed(input: ImportFeedInput): Promise<ImportReport> {
  const started = performance.now();
  const options = input.options ?? {};
  const source = input.path ? basename(input.path) : "stream";
  const bytes = input.path
    ? createReadStream(input.path, { highWaterMark: 64 * 1024 })
    : input.stream;
  if (!bytes) throw new TypeError("importFeed needs a path or a stream");
  const text = decodeText(readOrFail(bytes, input.path ?? source));
  let start = "";
  while (start.trim() === "") {
    const next = await text.next();
    if (next.done) throw new FeedImportError("empty-file", `${source} is empty`);
    start += next.value;
  }
  const body = prepend(start, text);
  if (/^\s*[[{]/.test(start)) {
    const json = parseJson(await readAll(body, "", source), source);
    const feed = jsonFeedItems(json);
    if (!feed) throw unknownJsonShape(source);
    // An item names its market in its pipUrl; `--country` overrides it.
    const defaults = rowDefaults({ label: "retailer JSON", countryOption: true }, options);
    const parseItem = createJsonItemParser(defaults);
    const records = feed.items.map((item, index) => ({ line: index + 1, item }));
    return run(input, options, source, started, {
      id: "retailer-json",
      label: jsonShapeLabels[feed.shape],
      records: toAsync(records),
      read: (record: { line: number; item: unknown }) => parseItem(record.item),
    });
  }
  const records = readCsvRecords(body);
  try {
    const { value: header } = await records.next();
    if (!header) throw new FeedImportError("empty-file", `${source} is empty`);
    const format = detectFormat(header.fields);
    if (!format) throw unknownFormat(source, header.fields);
    const defaults = rowDefaults(
      { ...format, countryOption: format.country !== undefined },
      options,
    );
    const parseRow = format.createRowParser(header.fields, defaults);
    return await run(input, options, source, started, {
      id: format.id,
      label: format.label,
      records,
      read: csvRecordReader(header.fields.length, parseRow),
    });
  } finally {
    // Closes the file when the import stops early.
    await records.return(undefined);
  }
}

interface FeedSource<R extends FeedRecord> {
  id: FeedFormatId;
  label: string;
  records: AsyncIterable<R>;
  read: RecordsPlan<R>["read"];
}

async function run<R extends FeedRecord>(
  input: ImportFeedInput,
  options: ImportFeedOptions,
  source: string,
  started: number,
  feed: FeedSource<R>,
): Promise<ImportReport> {
  const plan = {
    read: feed.read,
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    onProgress: input.onProgress,
  };
  const sessions = await openImportSessions(
    input.db,
    options.dryRun ? 1 : (options.connections ?? DEFAULT_CONNECTIONS),
  );
  try {
    const runWith = (writers: Writer[]) => importWith(writers, feed.records, plan);
    const [first] = sessions;
    const { rejections, ...totals } =
      options.dryRun && first
        ? await first.transaction((tx) => runWith([{ run: tx, transact: (work) => work(tx) }]), {
            rollback: true,
          })
        : await runWith(
            sessions.map((session) => ({
              run: session,
              transact: (work) => session.transaction(work),
            })),
          );
    return {
      source,
      format: feed.id,
      formatLabel: feed.label,
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
}

interface Writer {
  run: SqlRunner;
  transact: Transact;
}

async function importWith<R extends FeedRecord>(
  writers: Writer[],
  records: AsyncIterable<R>,
  plan: Omit<RecordsPlan<R>, "reference">,
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

/** What the command line may settle for a feed's rows. */
interface DefaultsSpec {
  label: string;
  /** The one market of a single-country file. */
  country?: string;
  /** Whether `--country` applies: not to files whose rows name their country in a column. */
  countryOption: boolean;
  snapshotDate?: string;
}

function rowDefaults(format: DefaultsSpec, options: ImportFeedOptions): RowDefaults {
  let country: string | undefined;
  if (options.country !== undefined) {
    if (!format.countryOption) {
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

/** UTF-8 text of the file, chunk by chunk (a chunk may end inside a character: the decoder waits). */
async function* decodeText(bytes: AsyncIterable<string | Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  for await (const chunk of bytes) {
    yield typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
  }
  const last = decoder.decode();
  if (last !== "") yield last;
}

async function* prepend(first: string, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  yield first;
  // Delegating passes an early return on to the file, which closes it.
  yield* rest;
}

async function* toAsync<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

async function readAll(
  text: AsyncIterator<string>,
  start: string,
  source: string,
): Promise<string> {
  const parts = [start];
  let length = start.length;
  for (;;) {
    const next = await text.next();
    if (next.done) return parts.join("");
    length += next.value.length;
    if (length > MAX_JSON_FEED_BYTES) {
      throw new FeedImportError(
        "too-large",
        `${source}: a JSON feed is read whole, and this one is over ${MAX_JSON_FEED_BYTES / 1024 / 1024} MB (split it, or use CSV)`,
      );
    }
    parts.push(next.value);
  }
}

function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new FeedImportError("malformed-json", `${source}: not valid JSON (${detail})`);
  }
}

function unknownJsonShape(source: string): FeedImportError {
  const known = Object.values(jsonShapeLabels)
    .map((label) => `  - ${label}`)
    .join("\n");
  return new FeedImportError(
    "unknown-format",
    `${source}: a JSON file, but no price feed: it holds none of the retailer answers a feed may be:\n${known}`,
  );
}
