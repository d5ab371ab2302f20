import * as endpoints from "@frontalier/shared/contracts/baskets";
import { basketIdParamsSchema } from "@frontalier/shared/contracts/wishlist";
import { homeCountryOf } from "@frontalier/shared/identity";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  deleteBasket,
  loadOwnedBasket,
  makeBasketCurrent,
  renameBasket,
} from "../../../baskets/baskets.ts";
import { newBasket } from "../../../baskets/new-basket.ts";
import { presentBaskets } from "../../../baskets/present-baskets.ts";
import { findSharedBasket, shareBasket, stopSharingBasket } from "../../../baskets/share-basket.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { route } from "../../../http/route.ts";
import type { Identity, Profile } from "../../../identity/identity.ts";
import type { LinkTo } from "../../../links/links.ts";
import { basketUnitPrices } from "../../../wishlist/basket-prices.ts";
import { wishlistCsv } from "../../../wishlist/export-csv.ts";
import { listItems } from "../../../wishlist/wishlist-items.ts";

/** A profile's baskets: create (premium beyond 3), rename, delete, make current, share, export. */
export async function basketRoutes(
  app: FastifyInstance,
  { identity, link }: { identity: Identity; link: LinkTo },
) {
  const { db } = identity;

  /** The requester's basket `:id`, checked before any body is read. */
  const owned = {
    guard: async ({ request, actor }: { request: FastifyRequest; actor: { profile: Profile } }) => {
      const { id } = parseInput(basketIdParamsSchema, request.params);
      return loadOwnedBasket(db, actor.profile.id, id);
    },
  };

  route(app, endpoints.createBasket, async ({ reply, actor, body: { name } }) => {
    const basket = await newBasket(db, actor.profile, name);
    reply.code(201);
    return { iBasket: basket.id, sIndex: basket.position };
  });

  route(app, endpoints.renameBasket, owned, async ({ actor, guarded: basket, body: { name } }) => {
    await renameBasket(db, basket.id, name);
    return { data: await presentBaskets(db, actor.profile.id) };
  });

  route(app, endpoints.deleteBasket, owned, async ({ actor, guarded: basket }) => {
    await deleteBasket(db, { profileId: actor.profile.id, basketId: basket.id });
    return { data: await presentBaskets(db, actor.profile.id) };
  });

  /** The header's wishlist and picklist links open the current basket (spec §2). */
  route(app, endpoints.makeBasketCurrent, owned, async ({ actor, guarded: basket }) => {
    await makeBasketCurrent(db, actor.profile.id, basket.id);
  });

  route(app, endpoints.shareBasket, owned, async ({ guarded: basket }) => {
    const token = await shareBasket(db, basket.id);
    return { token, url: link(`/wishlist/shared/${token}`) };
  });

  route(app, endpoints.stopSharingBasket, owned, async ({ guarded: basket }) => {
    await stopSharingBasket(db, basket.id);
  });

  route(app, endpoints.exportBasketCsv, owned, async ({ reply, guarded: basket }) => {
    const items = await listItems(db, basket.id);
    const prices = await basketUnitPrices(db, basket.id, basket.countries);
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="wishlist-${basket.id}.csv"`)
      .type("text/csv; charset=utf-8")
      .send(
        wishlistCsv(
          items,
          basket.countries,
          (code, country) => prices.get(`${code}:${country}`) ?? "",
        ),
      );
  });

  // Public on purpose: whoever holds the unguessable token sees the list, read-only, until the
  // owner revokes it. The token is not an id of the requester's data.
  route(app, endpoints.getSharedWishlist, async ({ reply, params: { token } }) => {
    const row = await findSharedBasket(db, token);
    if (!row) throw new AppError("not_found", { message: "no basket shared under this token" });
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    return {
      name: row.basket.name,
      owner: row.profile.firstName,
      countries: row.basket.countries,
      home: homeCountryOf(row.profile),
      // The owner's ticks are theirs (decision 043): a shared list shows the articles only.
      items: (await listItems(db, row.basket.id)).map(({ tickedAt: _, ...item }) => item),
    };
  });
}
