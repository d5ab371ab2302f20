import { sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { RECENT_VIEW_DAYS, WATCHER_HEAD_START_MS } from "./refresh-budget.ts";

/** An article the refresh may ask about in one country. */
export interface RefreshCandidate {
  code: string;
  isCombination: boolean;
}

/**
 * Watched articles and how many watch each: every profile with the article in a wishlist or under
 * an alert (a drop or a spread alert; a wishlist's spread alert watches through its wishlist)
 * counts once, and an article opened in the last days counts one more.
 */
const watched = (nowMs: number) => sql`
  watched as (
    select w.article_code, count(*)::int as watchers from (
      select bi.article_code, b.profile_id::text as who
        from basket_items bi join baskets b on b.id = bi.basket_id
      union
      select pa.article_code, pa.profile_id::text from price_alerts pa
      union
      select sa.article_code, sa.profile_id::text from spread_alerts sa
        where sa.article_code is not null
      union
      select v.article_code, 'viewed' from article_views v
        where v.viewed_at > to_timestamp(${nowMs / 1000}) - make_interval(days => ${RECENT_VIEW_DAYS})
    ) w join articles a on a.code = w.article_code
    group by w.article_code
  )`;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The watched articles whose price in `country` is missing or at least `minAgeMs` old, in the
 * order of `refreshPriority` (age, plus a head start per doubling of watchers). Sample prices of
 * the demo are left alone, as the podium's look-ups leave them.
 */
export async function refreshCandidates(
  db: AppDb,
  options: { country: string; limit: number; nowMs: number; minAgeMs: number },
): Promise<RefreshCandidate[]> {
  const { country, limit, nowMs, minAgeMs } = options;
  if (limit <= 0) return [];
  const now = sql`to_timestamp(${nowMs / 1000})`;
  const rows = rowsOf<{ code: string; is_combination: boolean }>(
    await db.execute(sql`
      with ${watched(nowMs)}
      select w.article_code as code, a.is_combination
      from watched w
      join articles a on a.code = w.article_code
      left join offers o on o.article_code = w.article_code and o.country = ${country}
      where (o.observed_at is null or o.observed_at <= ${now} - make_interval(secs => ${minAgeMs / 1000}))
        and coalesce(o.source::text, '') <> 'demo'
      order by extract(epoch from ${now} - coalesce(o.observed_at, to_timestamp(0)))
                 + ${WATCHER_HEAD_START_MS / 1000} * log(2, greatest(w.watchers, 1)::numeric) desc,
               w.article_code
      limit ${limit}`),
  );
  return rows.map((row) => ({ code: row.code, isCombination: row.is_combination }));
}

export interface Freshness {
  /** Articles in a wishlist, under an alert or opened in the last days. */
  watchedArticles: number;
  /** Of those, the ones with a price (in any refreshed country) missing or older than the TTL. */
  staleArticles: number;
  /** Watched article × refreshed country pairs, and those missing or older than the TTL. */
  prices: number;
  stalePrices: number;
}

/** How fresh the watched prices are, for the health check (demo sample prices count as fresh). */
export async function watchedFreshness(
  db: AppDb,
  options: { countries: readonly string[]; nowMs: number; ttlMs: number },
): Promise<Freshness> {
  const { nowMs, ttlMs } = options;
  const countries = options.countries.filter((code) => /^[A-Z]{2}$/.test(code));
  const cutoff = sql`to_timestamp(${(nowMs - ttlMs) / 1000})`;
  const [row] = rowsOf<{ articles: number; stale_articles: number; stale_prices: number }>(
    await db.execute(sql`
      with ${watched(nowMs)},
      fresh as (
        select o.article_code, count(*)::int as fresh
        from offers o join watched w on w.article_code = o.article_code
        where o.country = any(${`{${countries.join(",")}}`}::text[])
          and (o.observed_at > ${cutoff} or o.source = 'demo')
        group by o.article_code
      )
      select count(*)::int as articles,
        count(*) filter (where coalesce(f.fresh, 0) < ${countries.length})::int as stale_articles,
        coalesce(sum(${countries.length} - coalesce(f.fresh, 0)), 0)::int as stale_prices
      from watched w left join fresh f on f.article_code = w.article_code`),
  );
  const articles = Number(row?.articles ?? 0);
  return {
    watchedArticles: articles,
    staleArticles: Number(row?.stale_articles ?? 0),
    prices: articles * countries.length,
    stalePrices: Number(row?.stale_prices ?? 0),
  };
}
