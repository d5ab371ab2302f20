import type { CsvRecord } from "./csv-records.ts";
import type { FeedRow, ParsedRow } from "./feed-row.ts";
import type { RowParser } from "./formats/feed-format.ts";
import type { ImportProgress } from "./import-report.ts";
import { isRejection, type Rejection, reject } from "./rejection.ts";
import { RejectionList } from "./rejection-list.ts";
import { type ReferenceData, resolveRow } from "./resolve-row.ts";
import { type Shard, ShardedWriter } from "./sharded-writer.ts";

/** One record of a feed: a CSV record, or an item of a JSON feed; `line` names it in the report. */
export interface FeedRecord {
  line: number;
}

export interface RecordsPlan<R extends FeedRecord> {
  /** Reads a record into a row, before its country and currency are checked. */
  read: (record: R) => ParsedRow | Rejection;
  reference: ReferenceData;
  batchSize: number;
  onProgress: ((progress: ImportProgress) => void) | undefined;
}

export interface ImportCounts {
  rowsRead: number;
  inserted: number;
  unchanged: number;
  updated: number;
  offersCreated: number;
  articlesCreated: number;
  articlesUpdated: number;
  rejections: RejectionList;
}

/** Reads the data records (the header already taken), rejects the invalid ones, writes the rest. */
export async function importRecords<R extends FeedRecord>(
  records: AsyncIterable<R>,
  shards: readonly Shard[],
  plan: RecordsPlan<R>,
): Promise<ImportCounts> {
  const counts: ImportCounts = {
    rowsRead: 0,
    inserted: 0,
    unchanged: 0,
    updated: 0,
    offersCreated: 0,
    articlesCreated: 0,
    articlesUpdated: 0,
    rejections: new RejectionList(),
  };
  const progress = () =>
    plan.onProgress?.({
      rowsRead: counts.rowsRead,
      inserted: counts.inserted,
      unchanged: counts.unchanged,
      updated: counts.updated,
      rejected: counts.rejections.total,
    });
  const writer = new ShardedWriter(shards, plan.batchSize, (outcome) => {
    counts.inserted += outcome.inserted;
    counts.unchanged += outcome.unchanged;
    counts.updated += outcome.updated;
    counts.offersCreated += outcome.offersCreated;
    counts.articlesCreated += outcome.articlesCreated;
    counts.articlesUpdated += outcome.articlesUpdated;
    for (const duplicate of outcome.duplicates) counts.rejections.add(duplicate);
    progress();
  });
  try {
    for await (const record of records) {
      counts.rowsRead++;
      const row = readRecord(record, plan);
      if (isRejection(row)) {
        counts.rejections.add({ line: record.line, code: row.code, reason: row.reason });
        continue;
      }
      const full = writer.add(row);
      if (full) await full;
    }
    await writer.finish();
  } catch (error) {
    await writer.settle();
    throw error;
  }
  progress();
  return counts;
}

function readRecord<R extends FeedRecord>(record: R, plan: RecordsPlan<R>): FeedRow | Rejection {
  const parsed = plan.read(record);
  return isRejection(parsed) ? parsed : resolveRow(parsed, record.line, plan.reference);
}

/** A CSV record read by a format's row parser, once its quoting and field count are checked. */
export function csvRecordReader(
  columns: number,
  parseRow: RowParser,
): (record: CsvRecord) => ParsedRow | Rejection {
  return (record) => {
    if (record.malformed) return reject("malformed-csv", `malformed CSV: ${record.malformed}`);
    if (record.fields.length !== columns) {
      return reject(
        "field-count",
        `${record.fields.length} fields where the header has ${columns}`,
      );
    }
    return parseRow(record.fields);
  };
}
