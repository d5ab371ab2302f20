import { FREE_BASKETS } from "@frontalier/shared/contracts/wishlist";
import { homeCountryOf, initialPicklist } from "@frontalier/shared/identity";
import { eq, sql } from "drizzle-orm";
import { isPremium } from "../billing/premium.ts";
import type { AppDb } from "../db/open-database.ts";
import { baskets, profiles } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import type { Profile } from "../identity/identity.ts";
import { type Basket, insertBasket, withProfileLock } from "./baskets.ts";

/**
 * A new basket comparing the profile's favourite countries (premium beyond FREE_BASKETS), made
 * current: it is what the shopper works on next. Under the profile's lock, so that concurrent
 * requests neither take the same position nor all pass the free limit's count.
 */
export async function newBasket(db: AppDb, profile: Profile, name = ""): Promise<Basket> {
  return withProfileLock(db, profile.id, async (tx, locked) => {
    const [{ count = 0 } = {}] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(baskets)
      .where(eq(baskets.profileId, locked.id));
    if (count >= FREE_BASKETS && !isPremium(locked)) {
      throw new AppError("premium_required", { message: `basket ${count + 1} needs premium` });
    }
    const home = homeCountryOf(locked);
    const basket = await insertBasket(tx, {
      profileId: locked.id,
      countries: initialPicklist(home, locked.favouriteCountries),
      name,
    });
    await tx.update(profiles).set({ currentBasketId: basket.id }).where(eq(profiles.id, locked.id));
    return basket;
  });
}
