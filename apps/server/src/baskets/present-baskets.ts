import type { BasketSummary } from "@frontalier/shared/contracts/identity";
import type { AppDb } from "../db/open-database.ts";
import { type BasketListing, listBaskets } from "./baskets.ts";

/** A basket in the spec's names (§3: iBasket, sIndex, currentPaysList). */
export const presentBasketSummary = (basket: BasketListing): BasketSummary => ({
  iBasket: basket.id,
  sIndex: basket.position,
  sName: basket.name,
  currentPaysList: basket.countries.join(","),
  articleCount: basket.articleCount,
});

/** A profile's baskets in their order, as the answers that list them carry them. */
export const presentBaskets = async (db: AppDb, profileId: number): Promise<BasketSummary[]> =>
  (await listBaskets(db, profileId)).map(presentBasketSummary);
