import type { BasketSummary } from "@frontalier/shared/contracts/identity";
import { initialPicklist, normalisePicklist } from "@frontalier/shared/identity";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { basketItems, baskets, profiles } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";

export type Basket = typeof baskets.$inferSelect;

/** A new basket at the end of the profile's list, comparing `countries`. */
export async function createBasket(
  db: AppDb,
  options: { profileId: number; countries: string[]; name?: string },
): Promise<Basket> {
  const [basket] = await db
    .insert(baskets)
    .values({
      profileId: options.profileId,
      countries: options.countries,
      name: options.name ?? "",
      position: sql`(select coalesce(max(position) + 1, 0) from baskets where profile_id = ${options.profileId})`,
    })
    .returning();
  if (!basket) throw new Error("basket insert returned nothing");
  return basket;
}

/**
 * The basket `basketId` if it belongs to `profileId`. Someone else's basket and a basket that does
 * not exist get the same 404, so that ids cannot be probed.
 */
export async function loadOwnedBasket(
  db: AppDb,
  profileId: number,
  basketId: number,
): Promise<Basket> {
  const [basket] = await db
    .select()
    .from(baskets)
    .where(and(eq(baskets.id, basketId), eq(baskets.profileId, profileId)));
  if (!basket) {
    throw new AppError("not_found", {
      message: `basket ${basketId} is not one of profile ${profileId}'s`,
    });
  }
  return basket;
}

/**
 * The profile's current basket (the one its header links open); made when the profile has none,
 * so that every profile always has one to compare with.
 */
export async function currentBasket(
  db: AppDb,
  profile: typeof profiles.$inferSelect,
  home: string,
): Promise<Basket> {
  if (profile.currentBasketId !== null) {
    const [basket] = await db
      .select()
      .from(baskets)
      .where(and(eq(baskets.id, profile.currentBasketId), eq(baskets.profileId, profile.id)));
    if (basket) return basket;
  }
  const [first] = await db
    .select()
    .from(baskets)
    .where(eq(baskets.profileId, profile.id))
    .orderBy(asc(baskets.position))
    .limit(1);
  const basket =
    first ??
    (await createBasket(db, {
      profileId: profile.id,
      countries: initialPicklist(home, profile.favouriteCountries),
    }));
  await db.update(profiles).set({ currentBasketId: basket.id }).where(eq(profiles.id, profile.id));
  return basket;
}

export async function listBaskets(db: AppDb, profileId: number): Promise<BasketSummary[]> {
  const rows = await db
    .select({
      id: baskets.id,
      position: baskets.position,
      name: baskets.name,
      countries: baskets.countries,
      articleCount: count(basketItems.articleCode),
    })
    .from(baskets)
    .leftJoin(basketItems, eq(basketItems.basketId, baskets.id))
    .where(eq(baskets.profileId, profileId))
    .groupBy(baskets.id)
    .orderBy(asc(baskets.position));
  return rows.map((row) => ({
    iBasket: row.id,
    sIndex: row.position,
    sName: row.name,
    currentPaysList: row.countries.join(","),
    articleCount: Number(row.articleCount),
  }));
}

/** Saves a basket's picklist; the caller has checked ownership and normalised the list. */
export async function savePicklist(
  db: AppDb,
  basketId: number,
  countries: string[],
): Promise<void> {
  await db
    .update(baskets)
    .set({ countries, version: sql`${baskets.version} + 1`, updatedAt: new Date() })
    .where(eq(baskets.id, basketId));
}

/** A new home country goes first in every basket of the profile (savings are measured from it). */
export async function putHomeFirst(db: AppDb, profileId: number, home: string): Promise<void> {
  const rows = await db
    .select({ id: baskets.id, countries: baskets.countries })
    .from(baskets)
    .where(eq(baskets.profileId, profileId));
  for (const row of rows) {
    const next = normalisePicklist(row.countries, home);
    if (next.join() !== row.countries.join()) await savePicklist(db, row.id, next);
  }
}
