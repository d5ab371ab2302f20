import { BASKET_MAX_ITEMS } from "@frontalier/shared/contracts/wishlist";
import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { basketItems } from "../db/schema.ts";

/**
 * Which of `codes` a basket can take: every article it already holds (only its quantity grows),
 * then new ones in the given order until it holds BASKET_MAX_ITEMS; the rest are `noRoom`. A
 * shared list copied into a shopper's current list takes what fits and says what did not
 * (issue 19), rather than refusing the whole list.
 */
export async function fitInBasket(
  db: AppDb,
  basketId: number,
  codes: readonly string[],
  max = BASKET_MAX_ITEMS,
): Promise<{ fits: Set<string>; noRoom: string[] }> {
  const held = new Set(
    (
      await db
        .select({ code: basketItems.articleCode })
        .from(basketItems)
        .where(eq(basketItems.basketId, basketId))
    ).map((row) => row.code),
  );
  let room = Math.max(0, max - held.size);
  const fits = new Set<string>();
  const noRoom: string[] = [];
  for (const code of new Set(codes)) {
    if (held.has(code)) fits.add(code);
    else if (room > 0) {
      fits.add(code);
      room--;
    } else noRoom.push(code);
  }
  return { fits, noRoom };
}
