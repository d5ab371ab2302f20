import { ADMIN_LIST_LIMIT, ADMIN_LISTED_REJECTIONS } from "@frontalier/shared/contracts/admin";
import { desc, lt } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { feedImports, storeRefreshes } from "../db/schema.ts";
import type { ImportReport } from "../feed-import/import-report.ts";
import type { CountryRefresh } from "../stores/refresh-stores.ts";

/** Rows each log keeps: what the admin page lists, and a margin. */
export const FEED_IMPORTS_KEPT = ADMIN_LIST_LIMIT * 2;
/** A weekly refresh of 30 markets writes 30 rows: a few weeks of them. */
export const STORE_REFRESHES_KEPT = 200;

/** An import that stopped before its end (an unreadable file, an unknown format…). */
export interface FailedImport {
  source: string;
  error: string;
}

/** Writes down an import's report (or why it failed) for the admin page, then trims the log. */
export async function recordFeedImport(
  db: AppDb,
  outcome: ImportReport | FailedImport,
  now = new Date(),
): Promise<void> {
  const row =
    "error" in outcome
      ? { source: outcome.source, error: outcome.error.slice(0, 1000), finishedAt: now }
      : {
          source: outcome.source,
          format: outcome.format,
          dryRun: outcome.dryRun,
          finishedAt: now,
          elapsedMs: Math.round(outcome.elapsedMs),
          rowsRead: outcome.rowsRead,
          inserted: outcome.inserted,
          unchanged: outcome.unchanged,
          updated: outcome.updated,
          rejected: outcome.rejected,
          rejectedByCode: outcome.rejectedByCode as Record<string, number>,
          rejections: outcome.rejections
            .slice(0, ADMIN_LISTED_REJECTIONS)
            .map(({ line, code, reason }) => ({ line, code, reason })),
        };
  await db.insert(feedImports).values(row);
  await trim(db, feedImports, FEED_IMPORTS_KEPT);
}

/** Writes down each country's refresh of its store list (dry runs are not refreshes). */
export async function recordStoreRefreshes(
  db: AppDb,
  results: readonly CountryRefresh[],
  now = new Date(),
): Promise<void> {
  if (results.length === 0) return;
  await db.insert(storeRefreshes).values(
    results.map((result) =>
      result.ok
        ? {
            country: result.country,
            finishedAt: now,
            ok: true,
            stores: result.report.inserted + result.report.updated + result.report.unchanged,
            rejected: result.rejected,
          }
        : {
            country: result.country,
            finishedAt: now,
            ok: false,
            error: result.error.slice(0, 1000),
          },
    ),
  );
  await trim(db, storeRefreshes, STORE_REFRESHES_KEPT);
}

/** Deletes all but the `keep` newest rows (by id, which grows with time). */
async function trim(db: AppDb, table: typeof feedImports | typeof storeRefreshes, keep: number) {
  const [cut] = await db
    .select({ id: table.id })
    .from(table)
    .orderBy(desc(table.id))
    .offset(keep - 1)
    .limit(1);
  if (cut) await db.delete(table).where(lt(table.id, cut.id));
}
