import { formatArticleCode } from "@frontalier/shared/article-code";
import type { WishlistItem } from "@frontalier/shared/contracts/wishlist";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { articles, basketItems, baskets } from "../db/schema.ts";

/** The articles of a basket's wishlist, oldest first, with what the catalogue knows of them. */
export async function listItems(db: AppDb, basketId: number): Promise<WishlistItem[]> {
  const rows = await db
    .select({
      code: basketItems.articleCode,
      quantity: basketItems.quantity,
      addedAt: basketItems.addedAt,
      tickedAt: basketItems.tickedAt,
      name: articles.name,
      typeName: articles.typeName,
      imageUrl: articles.imageUrl,
      isDemo: articles.isDemo,
    })
    .from(basketItems)
    .leftJoin(articles, eq(articles.code, basketItems.articleCode))
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.addedAt), asc(basketItems.articleCode));
  return rows.map((row) => ({
    code: row.code,
    formattedCode: formatArticleCode(row.code),
    name: row.name ?? formatArticleCode(row.code),
    typeName: row.typeName,
    imageUrl: row.imageUrl,
    isDemo: row.isDemo ?? false,
    quantity: row.quantity,
    addedAt: row.addedAt.toISOString(),
    tickedAt: row.tickedAt?.toISOString() ?? null,
  }));
}

/**
 * Adds articles, or adds to their quantity when already there, in one statement: two tabs adding
 * at the same time both count (no read-then-write). Quantities stay within `max`.
 */
export async function addItems(
  db: AppDb,
  basketId: number,
  items: readonly { code: string; quantity: number }[],
  max: number,
): Promise<{ added: number; updated: number }> {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.code, (merged.get(item.code) ?? 0) + item.quantity);
  if (merged.size === 0) return { added: 0, updated: 0 };
  const rows = await db
    .insert(basketItems)
    .values(
      [...merged].map(([articleCode, quantity]) => ({
        basketId,
        articleCode,
        quantity: Math.min(quantity, max),
      })),
    )
    .onConflictDoUpdate({
      target: [basketItems.basketId, basketItems.articleCode],
      set: { quantity: sql`least(${basketItems.quantity} + excluded.quantity, ${max})` },
    })
    // xmax = 0 for a row this statement inserted, not for one it updated (PostgreSQL).
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  await touchBasket(db, basketId);
  const added = rows.filter((row) => row.inserted).length;
  return { added, updated: rows.length - added };
}

export async function removeItem(db: AppDb, basketId: number, code: string): Promise<boolean> {
  const rows = await db
    .delete(basketItems)
    .where(and(eq(basketItems.basketId, basketId), eq(basketItems.articleCode, code)))
    .returning({ code: basketItems.articleCode });
  if (rows.length) await touchBasket(db, basketId);
  return rows.length > 0;
}

export async function countItems(db: AppDb, basketId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId));
  return row?.count ?? 0;
}

/** The codes among `codes` that the catalogue knows. */
export async function knownCodes(db: AppDb, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: articles.code })
    .from(articles)
    .where(inArray(articles.code, [...codes]));
  return new Set(rows.map((row) => row.code));
}

const touchBasket = (db: AppDb, basketId: number) =>
  db
    .update(baskets)
    .set({ version: sql`${baskets.version} + 1`, updatedAt: new Date() })
    .where(eq(baskets.id, basketId));
