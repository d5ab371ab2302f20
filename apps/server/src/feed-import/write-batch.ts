import { searchName } from "@frontalier/shared/article-input";
import {
  claimKeys,
  findTakenKeys,
  insertObservationsAndOffers,
  upsertArticles,
} from "./batch-statements.ts";
import type { FeedRow } from "./feed-row.ts";
import type { SqlRunner } from "./import-session.ts";
import type { RejectedLine } from "./rejection.ts";

export interface BatchOutcome {
  inserted: number;
  unchanged: number;
  updated: number;
  offersCreated: number;
  articlesCreated: number;
  articlesUpdated: number;
  duplicates: RejectedLine[];
}

const duplicateOf = (line: number, firstLine: number): RejectedLine => ({
  line,
  code: "duplicate-in-file",
  reason: `duplicate in file: same article, country and date as line ${firstLine}`,
});

const keyColumns = (rows: readonly FeedRow[]) => [
  rows.map((row) => row.articleCode),
  rows.map((row) => row.country),
  rows.map((row) => row.observedAt),
  rows.map((row) => row.line),
];

/**
 * Writes one batch of valid rows (in the caller's transaction): drops the rows whose observation
 * an earlier line of the file already gave, then upserts articles, adds observations and moves
 * offers. `seenTable` is this import's temporary table of taken keys.
 */
export async function writeBatch(
  run: SqlRunner,
  seenTable: string,
  batch: readonly FeedRow[],
): Promise<BatchOutcome> {
  const duplicates: RejectedLine[] = [];
  const firstLineOf = new Map<string, number>();
  let rows: FeedRow[] = [];
  for (const row of batch) {
    const key = `${row.articleCode} ${row.country} ${row.observedAt}`;
    const firstLine = firstLineOf.get(key);
    if (firstLine === undefined) {
      firstLineOf.set(key, row.line);
      rows.push(row);
    } else {
      duplicates.push(duplicateOf(row.line, firstLine));
    }
  }

  const [claim] = await run.query<{ claimed: number }>(claimKeys(seenTable), keyColumns(rows));
  if ((claim?.claimed ?? 0) < rows.length) {
    const taken = await run.query<{ line: number; first_line: number }>(
      findTakenKeys(seenTable),
      keyColumns(rows),
    );
    const takenLines = new Set(taken.map((row) => row.line));
    for (const { line, first_line } of taken) duplicates.push(duplicateOf(line, first_line));
    rows = rows.filter((row) => !takenLines.has(row.line));
  }

  // One row per article, the last of the batch: ON CONFLICT cannot touch a row twice per statement.
  const articles = [...new Map(rows.map((row) => [row.articleCode, row])).values()];
  const articleResults = await run.query<{ created: boolean }>(upsertArticles, [
    articles.map((row) => row.articleCode),
    articles.map((row) => row.isCombination),
    articles.map((row) => row.name),
    articles.map((row) => searchName(row.name)),
    articles.map((row) => row.typeName),
    articles.map((row) => row.description),
    articles.map((row) => row.imageUrl),
    articles.map((row) => row.widthCm),
    articles.map((row) => row.depthCm),
    articles.map((row) => row.heightCm),
  ]);

  const [written] = await run.query<{
    inserted: number;
    offers_created: number;
    offers_updated: number;
  }>(insertObservationsAndOffers, [
    rows.map((row) => row.articleCode),
    rows.map((row) => row.country),
    rows.map((row) => row.priceMinor),
    rows.map((row) => row.currency),
    rows.map((row) => row.regularPriceMinor),
    rows.map((row) => row.availability),
    rows.map((row) => row.productUrl),
    rows.map((row) => row.observedAt),
  ]);

  const inserted = written?.inserted ?? 0;
  const articlesCreated = articleResults.filter((row) => row.created).length;
  return {
    inserted,
    unchanged: rows.length - inserted,
    updated: written?.offers_updated ?? 0,
    offersCreated: written?.offers_created ?? 0,
    articlesCreated,
    articlesUpdated: articleResults.length - articlesCreated,
    duplicates,
  };
}
