import { FREE_BASKETS } from "@frontalier/shared/contracts/wishlist";
import { homeCountryOf, initialPicklist } from "@frontalier/shared/identity";
import { eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { baskets, profiles } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { type Basket, createBasket } from "../identity/baskets.ts";
import { type Profile, presentChoices } from "../identity/identity.ts";
import { isPremium } from "./premium.ts";

/**
 * A new basket comparing the profile's favourite countries (premium beyond FREE_BASKETS), made
 * current: it is what the shopper works on next.
 */
export async function newBasket(db: AppDb, profile: Profile, name = ""): Promise<Basket> {
  const [{ count = 0 } = {}] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(baskets)
    .where(eq(baskets.profileId, profile.id));
  if (count >= FREE_BASKETS && !isPremium(profile)) {
    throw new AppError("premium_required", { message: `basket ${count + 1} needs premium` });
  }
  const home = homeCountryOf(presentChoices(profile));
  const basket = await createBasket(db, {
    profileId: profile.id,
    countries: initialPicklist(home, profile.favouriteCountries),
    name,
  });
  await db.update(profiles).set({ currentBasketId: basket.id }).where(eq(profiles.id, profile.id));
  return basket;
}
