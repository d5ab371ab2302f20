import type { WishlistFreshnessResponse } from "@frontalier/shared/contracts/wishlist-freshness";
import { sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";

/**
 * Article by article, the oldest observation among the basket's countries (the one a shopper
 * should doubt first), and whether any of those countries is being looked up right now.
 */
export async function wishlistFreshness(
  db: AppDb,
  options: {
    basketId: number;
    countries: readonly string[];
    /** Countries of an article being looked up at the retailer (the live look-ups). */
    pending: (code: string) => ReadonlySet<string>;
  },
): Promise<WishlistFreshnessResponse> {
  const countries = options.countries.filter((code) => /^[A-Z]{2}$/.test(code));
  const result = await db.execute(sql`
    select bi.article_code as code, min(o.observed_at) as oldest
    from basket_items bi
    left join offers o on o.article_code = bi.article_code
      and o.country = any(${`{${countries.join(",")}}`}::text[])
    where bi.basket_id = ${options.basketId}
    group by bi.article_code
    order by bi.article_code`);
  const rows = (result as unknown as { rows: { code: string; oldest: string | Date | null }[] })
    .rows;
  return {
    items: rows.map((row) => {
      const pending = options.pending(row.code);
      return {
        code: row.code,
        observedAt: row.oldest === null ? null : new Date(row.oldest).toISOString(),
        refreshing: countries.some((country) => pending.has(country)),
      };
    }),
  };
}
