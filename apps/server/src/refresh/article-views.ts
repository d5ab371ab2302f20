import { sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { articleViews } from "../db/schema.ts";

/** How often the podiums opened meanwhile are written, and how many at most per write. */
export const VIEWS_FLUSH_MS = 60_000;
const MAX_PENDING_VIEWS = 5_000;

export interface ArticleViews {
  /** A podium of this article was opened (kept in memory, written within a minute). */
  record(code: string): void;
  /** Writes what is pending (at close, and in tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Remembers which articles shoppers open, so the scheduled refresh keeps them fresh for a few
 * days: one upsert a minute for all of them, not a write per podium (the podium's throughput,
 * decision 020). Beyond MAX_PENDING_VIEWS in a minute the rest wait for a later view.
 */
export function articleViewsRecorder(
  db: AppDb,
  options: { onError(error: unknown): void; now?: () => number },
): ArticleViews {
  const now = options.now ?? Date.now;
  let pending = new Set<string>();
  const flush = async () => {
    if (pending.size === 0) return;
    const codes = [...pending];
    pending = new Set();
    const viewedAt = new Date(now());
    await db
      .insert(articleViews)
      .values(codes.map((articleCode) => ({ articleCode, viewedAt })))
      .onConflictDoUpdate({
        target: articleViews.articleCode,
        set: { viewedAt: sql`excluded.viewed_at` },
      })
      .catch(options.onError);
  };
  const timer = setInterval(() => void flush(), VIEWS_FLUSH_MS);
  timer.unref();
  return {
    record(code) {
      if (pending.size < MAX_PENDING_VIEWS) pending.add(code);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
