import type { WishlistFreshnessResponse } from "@frontalier/shared/contracts/wishlist-freshness";
import { sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import type { RefreshPlanSnapshot } from "../refresh/refresh-plan.ts";

/**
 * Article by article, the oldest observation among the basket's countries (the one a shopper
 * should doubt first), and whether any of those countries is being looked up right now: by a
 * podium's look-up, or by the scheduled refresh's running slot.
 */
export async function wishlistFreshness(
  db: AppDb,
  options: {
    basketId: number;
    countries: readonly string[];
    /** Countries of an article being looked up at the retailer (the live look-ups). */
    pending: (code: string) => ReadonlySet<string>;
    /** What the scheduled refresh is asking in its running slot. */
    plan?: RefreshPlanSnapshot | undefined;
  },
): Promise<WishlistFreshnessResponse> {
  const countries = options.countries.filter((code) => /^[A-Z]{2}$/.test(code));
  const result = await db.execute(sql`
    select bi.article_code as code, min(o.observed_at) as oldest,
      json_object_agg(o.country, (date_part('epoch', o.observed_at) * 1000)::bigint)
        filter (where o.country is not null) as seen
    from basket_items bi
    left join offers o on o.article_code = bi.article_code
      and o.country = any(${`{${countries.join(",")}}`}::text[])
    where bi.basket_id = ${options.basketId}
    group by bi.article_code
    order by bi.article_code`);
  const rows = (
    result as unknown as {
      rows: {
        code: string;
        oldest: string | Date | null;
        seen: Record<string, number | string> | string | null;
      }[];
    }
  ).rows;
  return {
    items: rows.map((row) => {
      const pending = options.pending(row.code);
      const seen = (
        typeof row.seen === "string" ? JSON.parse(row.seen) : (row.seen ?? {})
      ) as Record<string, number | string>;
      const observedAtMs = (country: string) =>
        seen[country] === undefined ? undefined : Number(seen[country]);
      const planned = options.plan?.refreshing(row.code, countries, observedAtMs) ?? [];
      return {
        code: row.code,
        observedAt: row.oldest === null ? null : new Date(row.oldest).toISOString(),
        refreshing: planned.length > 0 || countries.some((country) => pending.has(country)),
      };
    }),
  };
}
