import { and, eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { basketItems, baskets, profiles } from "../db/schema.ts";

/**
 * A guest signs up or signs in: their baskets (picklists and wishlists) and choices move to the
 * account, and the guest is deleted. Nothing is lost: a basket with articles always moves; empty
 * baskets move only when the account has none, so that signing in twice does not pile up empties.
 */
export async function mergeGuestIntoUser(
  db: AppDb,
  options: { guestId: number; userId: number },
): Promise<void> {
  if (options.guestId === options.userId) return;
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, options.guestId), eq(profiles.kind, "guest")))
      .for("update");
    const [user] = await tx
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, options.userId), eq(profiles.kind, "user")))
      .for("update");
    if (!guest || !user) return;

    const guestBaskets = await tx
      .select({
        id: baskets.id,
        items: sql<number>`(select count(*)::int from ${basketItems} where ${basketItems.basketId} = ${baskets.id})`,
      })
      .from(baskets)
      .where(eq(baskets.profileId, guest.id))
      .orderBy(baskets.position);
    const [{ userBaskets = 0 } = {}] = await tx
      .select({ userBaskets: sql<number>`count(*)::int` })
      .from(baskets)
      .where(eq(baskets.profileId, user.id));
    const moving = guestBaskets
      .filter((basket) => userBaskets === 0 || basket.items > 0)
      .map((basket) => basket.id);

    if (moving.length > 0) {
      // Positions after the account's own, in the guest's order.
      await tx.execute(sql`
        update ${baskets} b set profile_id = ${user.id},
          position = (select coalesce(max(position), -1) from ${baskets} where profile_id = ${user.id}) + m.rank
        from (select id, row_number() over (order by position) as rank
              from ${baskets} where id in ${moving}) m
        where b.id = m.id`);
    }
    const guestCurrentMoved =
      guest.currentBasketId !== null && moving.includes(guest.currentBasketId);
    await tx
      .update(profiles)
      .set({
        countryLanguage: user.countryLanguage ?? guest.countryLanguage,
        homeCountry: user.homeCountry ?? guest.homeCountry,
        favouriteCountries: user.favouriteCountries ?? guest.favouriteCountries,
        carryHome: user.carryHome ?? guest.carryHome,
        travellers: user.travellers ?? guest.travellers,
        splitPurchases: user.splitPurchases ?? guest.splitPurchases,
        familyMember: user.familyMember ?? guest.familyMember,
        // The basket the shopper was just working on stays the one they see.
        currentBasketId: guestCurrentMoved ? guest.currentBasketId : user.currentBasketId,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, user.id));
    await tx.delete(profiles).where(eq(profiles.id, guest.id));
  });
}
