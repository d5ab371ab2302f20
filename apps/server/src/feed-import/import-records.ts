import type { CsvRecord } from "./csv-records.ts";
import type { FeedRow } from "./feed-row.ts";
import type { RowParser } from "./formats/feed-format.ts";
import type { ImportProgress } from "./import-report.ts";
import { isRejection, type Rejection, reject } from "./rejection.ts";
import { RejectionList } from "./rejection-list.ts";
import { type ReferenceData, resolveRow } from "./resolve-row.ts";
import { type Shard, ShardedWriter } from "./sharded-writer.ts";

export interface RecordsPlan {
  /** Fields of the header row: every record must have as many. */
  columns: number;
  parseRow: RowParser;
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
export async function importRecords(
  records: AsyncIterable<CsvRecord>,
  shards: readonly Shard[],
  plan: RecordsPlan,
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

function readRecord(record: CsvRecord, plan: RecordsPlan): FeedRow | Rejection {
  if (record.malformed) return reject("malformed-csv", `malformed CSV: ${record.malformed}`);
  if (record.fields.length !== plan.columns) {
    return reject(
      "field-count",
      `${record.fields.length} fields where the header has ${plan.columns}`,
    );
  }
  const parsed = plan.parseRow(record.fields);
  return isRejection(parsed) ? parsed : resolveRow(parsed, record.line, plan.reference);
}
