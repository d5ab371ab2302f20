import { basketSelectorSchema } from "@frontalier/shared/contracts/wishlist";
import { getWishlistFreshness } from "@frontalier/shared/contracts/wishlist-freshness";
import type { FastifyInstance } from "fastify";
import { loadOwnedBasket } from "../../../baskets/baskets.ts";
import type { LiveLookup } from "../../../catalogue/live/live-lookup.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { route } from "../../../http/route.ts";
import type { Identity } from "../../../identity/identity.ts";
import { refreshPlanReader } from "../../../refresh/refresh-plan.ts";
import { wishlistFreshness } from "../../../wishlist/wishlist-freshness.ts";

/** How old a wishlist's prices are, and which are being looked up again (issue 21). */
export async function wishlistFreshnessRoute(
  app: FastifyInstance,
  { identity, live }: { identity: Identity; live?: LiveLookup | undefined },
) {
  const plan = refreshPlanReader(identity.db);
  route(
    app,
    getWishlistFreshness,
    {
      guard: async ({ request, actor }) => {
        const { iBasket } = parseInput(basketSelectorSchema, request.query);
        return iBasket
          ? loadOwnedBasket(identity.db, actor.profile.id, iBasket)
          : identity.basketOf(actor.profile);
      },
    },
    async ({ reply, guarded: basket }) => {
      reply.header("cache-control", "no-store");
      return wishlistFreshness(identity.db, {
        basketId: basket.id,
        countries: basket.countries,
        pending: (code) => live?.pending(code) ?? new Set(),
        plan: await plan.current(),
      });
    },
  );
}
