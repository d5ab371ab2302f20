import { initialPicklist, normalisePicklist } from "@frontalier/shared/identity";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { basketItems, baskets, profiles } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";

export type Basket = typeof baskets.$inferSelect;

type ProfileRow = typeof profiles.$inferSelect;

/**
 * Runs `work` in a transaction that first locks the profile's row, so that the basket changes of
 * one profile (the next position, the free limit, the last basket) run one after another, each
 * seeing what the one before committed; other profiles are not held up. `work` must run every
 * statement on `tx`: on PGlite anything else waits for this transaction to end.
 * (FOR NO KEY UPDATE: it excludes its peers but not the key-share locks of rows that merely
 * reference the profile, such as a new session.) A profile gone meanwhile is a 404.
 */
export async function withProfileLock<T>(
  db: AppDb,
  profileId: number,
  work: (tx: AppDb, profile: ProfileRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select()
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for("no key update");
    if (!profile) throw new AppError("not_found", { message: `profile ${profileId} is gone` });
    return work(tx, profile);
  });
}

/**
 * A new basket at the end of the profile's list, comparing `countries`. The caller holds the
 * profile's lock (withProfileLock): otherwise two inserts could take the same position.
 */
export async function insertBasket(
  tx: AppDb,
  options: { profileId: number; countries: string[]; name?: string },
): Promise<Basket> {
  const [basket] = await tx
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

/** A new basket at the end of the profile's list, comparing `countries`. */
export const createBasket = (
  db: AppDb,
  options: { profileId: number; countries: string[]; name?: string },
): Promise<Basket> => withProfileLock(db, options.profileId, (tx) => insertBasket(tx, options));

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
 * so that every profile always has one to compare with. Concurrent first requests make one.
 */
export async function currentBasket(db: AppDb, profile: ProfileRow, home: string): Promise<Basket> {
  const current = await ownCurrentBasket(db, profile);
  if (current) return current;
  return withProfileLock(db, profile.id, async (tx, locked) => {
    // Another request may have chosen or made one while this one waited for the lock.
    const chosen = await ownCurrentBasket(tx, locked);
    if (chosen) return chosen;
    const [first] = await tx
      .select()
      .from(baskets)
      .where(eq(baskets.profileId, locked.id))
      .orderBy(asc(baskets.position))
      .limit(1);
    const basket =
      first ??
      (await insertBasket(tx, {
        profileId: locked.id,
        countries: initialPicklist(home, locked.favouriteCountries),
      }));
    await tx.update(profiles).set({ currentBasketId: basket.id }).where(eq(profiles.id, locked.id));
    return basket;
  });
}

/** The profile's current basket when it has one; makes none (a page's preload hints read it). */
export async function ownCurrentBasket(
  db: AppDb,
  profile: ProfileRow,
): Promise<Basket | undefined> {
  if (profile.currentBasketId === null) return undefined;
  const [basket] = await db
    .select()
    .from(baskets)
    .where(and(eq(baskets.id, profile.currentBasketId), eq(baskets.profileId, profile.id)));
  return basket;
}

/**
 * Deletes one of the profile's baskets, never its last one (409 `last_basket`), even when deletes
 * race: under the profile's lock, each counts what the previous ones left. A basket deleted
 * meanwhile is a 404. The profile's current basket moves to its first remaining one.
 */
export async function deleteBasket(
  db: AppDb,
  options: { profileId: number; basketId: number },
): Promise<void> {
  await withProfileLock(db, options.profileId, async (tx, profile) => {
    const remaining = await tx
      .select({ id: baskets.id })
      .from(baskets)
      .where(eq(baskets.profileId, profile.id))
      .orderBy(asc(baskets.position));
    if (!remaining.some((basket) => basket.id === options.basketId)) {
      throw new AppError("not_found", {
        message: `basket ${options.basketId} is not one of profile ${profile.id}'s`,
      });
    }
    if (remaining.length <= 1) throw new AppError("last_basket");
    await tx.delete(baskets).where(eq(baskets.id, options.basketId));
    if (profile.currentBasketId === options.basketId || profile.currentBasketId === null) {
      const next = remaining.find((basket) => basket.id !== options.basketId);
      await tx
        .update(profiles)
        .set({ currentBasketId: next?.id ?? null })
        .where(eq(profiles.id, profile.id));
    }
  });
}

/** A basket as the lists of baskets show it: its place, name, picklist and size. */
export interface BasketListing {
  id: number;
  position: number;
  name: string;
  countries: string[];
  articleCount: number;
}

/** A profile's baskets in their order. */
export async function listBaskets(db: AppDb, profileId: number): Promise<BasketListing[]> {
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
  return rows.map((row) => ({ ...row, articleCount: Number(row.articleCount) }));
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

/** Where the profile compared from before a change of home, and its favourites. */
export interface PreviousHome {
  home: string;
  favourites: readonly string[] | null;
}

/**
 * A new home country goes first in every basket of the profile (savings are measured from it). A
 * list still as it was made around the previous home (a guest saying where they live for the first
 * time) starts again around the new one, so a Swede does not keep the list made around France.
 */
export async function putHomeFirst(
  db: AppDb,
  profileId: number,
  home: string,
  previous?: PreviousHome,
): Promise<void> {
  const rows = await db
    .select({ id: baskets.id, countries: baskets.countries })
    .from(baskets)
    .where(eq(baskets.profileId, profileId));
  const untouched = previous && initialPicklist(previous.home, previous.favourites).join();
  for (const row of rows) {
    const next =
      previous && row.countries.join() === untouched
        ? initialPicklist(home, previous.favourites)
        : normalisePicklist(row.countries, home);
    if (next.join() !== row.countries.join()) await savePicklist(db, row.id, next);
  }
}

export async function renameBasket(db: AppDb, basketId: number, name: string): Promise<void> {
  await db.update(baskets).set({ name, updatedAt: new Date() }).where(eq(baskets.id, basketId));
}

/** The basket the header's wishlist and picklist links open (spec §2). */
export async function makeBasketCurrent(
  db: AppDb,
  profileId: number,
  basketId: number,
): Promise<void> {
  await db.update(profiles).set({ currentBasketId: basketId }).where(eq(profiles.id, profileId));
}
