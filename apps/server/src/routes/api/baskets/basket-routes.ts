import { randomBytes } from "node:crypto";
import {
  createBasket,
  deleteBasket as deleteBasketEndpoint,
  exportBasketCsv,
  getSharedWishlist,
  makeBasketCurrent,
  renameBasket,
  shareBasket,
  stopSharingBasket,
} from "@frontalier/shared/contracts/baskets";
import { basketIdParamsSchema } from "@frontalier/shared/contracts/wishlist";
import { homeCountryOf } from "@frontalier/shared/identity";
import { minorUnits, toMajorUnits } from "@frontalier/shared/money";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { deleteBasket, listBaskets, loadOwnedBasket } from "../../../baskets/baskets.ts";
import { newBasket } from "../../../baskets/new-basket.ts";
import { basketItems, baskets, offers, profiles } from "../../../db/schema.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { route } from "../../../http/route.ts";
import { type Identity, type Profile, presentChoices } from "../../../identity/identity.ts";
import { wishlistCsv } from "../../../wishlist/export-csv.ts";
import { listItems } from "../../../wishlist/wishlist-items.ts";

/** A profile's baskets: create (premium beyond 3), rename, delete, make current, share, export. */
export async function basketRoutes(app: FastifyInstance, { identity }: { identity: Identity }) {
  const { db } = identity;

  /** The requester's basket `:id`, checked before any body is read. */
  const owned = {
    guard: async ({ request, actor }: { request: FastifyRequest; actor: { profile: Profile } }) => {
      const { id } = parseInput(basketIdParamsSchema, request.params);
      return loadOwnedBasket(db, actor.profile.id, id);
    },
  };

  route(app, createBasket, async ({ reply, actor, body: { name } }) => {
    const basket = await newBasket(db, actor.profile, name);
    reply.code(201);
    return { iBasket: basket.id, sIndex: basket.position };
  });

  route(app, renameBasket, owned, async ({ actor, guarded: basket, body: { name } }) => {
    await db.update(baskets).set({ name, updatedAt: new Date() }).where(eq(baskets.id, basket.id));
    return { data: await listBaskets(db, actor.profile.id) };
  });

  route(app, deleteBasketEndpoint, owned, async ({ actor, guarded: basket }) => {
    await deleteBasket(db, { profileId: actor.profile.id, basketId: basket.id });
    return { data: await listBaskets(db, actor.profile.id) };
  });

  /** The header's wishlist and picklist links open the current basket (spec §2). */
  route(app, makeBasketCurrent, owned, async ({ actor, guarded: basket }) => {
    await db
      .update(profiles)
      .set({ currentBasketId: basket.id })
      .where(eq(profiles.id, actor.profile.id));
  });

  route(app, shareBasket, owned, async ({ guarded: basket }) => {
    // 24 random bytes: not guessable; a new link replaces (and so revokes) the previous one.
    const token = randomBytes(24).toString("base64url");
    await db.update(baskets).set({ shareToken: token }).where(eq(baskets.id, basket.id));
    return { token, url: identity.link(`/wishlist/shared/${token}`) };
  });

  route(app, stopSharingBasket, owned, async ({ guarded: basket }) => {
    await db.update(baskets).set({ shareToken: null }).where(eq(baskets.id, basket.id));
  });

  route(app, exportBasketCsv, owned, async ({ reply, guarded: basket }) => {
    const items = await listItems(db, basket.id);
    const prices = await unitPrices(basket.id, basket.countries);
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

  /** Local unit prices as text (`129.00 EUR`), keyed `code:country`. */
  async function unitPrices(basketId: number, countries: readonly string[]) {
    const rows = await db
      .select({
        code: offers.articleCode,
        country: offers.country,
        price_minor: offers.priceMinor,
        currency: offers.currency,
      })
      .from(offers)
      .innerJoin(basketItems, eq(basketItems.articleCode, offers.articleCode))
      .where(and(eq(basketItems.basketId, basketId), inArray(offers.country, [...countries])));
    const map = new Map<string, string>();
    for (const row of rows) {
      if (row.price_minor === null) continue;
      const currency = row.currency.trim();
      const amount = toMajorUnits(row.price_minor, currency).toFixed(minorUnits(currency));
      map.set(`${row.code}:${row.country.trim()}`, `${amount} ${currency}`);
    }
    return map;
  }

  // Public on purpose: whoever holds the unguessable token sees the list, read-only, until the
  // owner revokes it. The token is not an id of the requester's data.
  route(app, getSharedWishlist, async ({ reply, params: { token } }) => {
    const [row] = await db
      .select({ basket: baskets, profile: profiles })
      .from(baskets)
      .innerJoin(profiles, eq(profiles.id, baskets.profileId))
      .where(and(eq(baskets.shareToken, token)));
    if (!row) throw new AppError("not_found", { message: "no basket shared under this token" });
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    return {
      name: row.basket.name,
      owner: row.profile.firstName,
      countries: row.basket.countries,
      home: homeCountryOf(presentChoices(row.profile)),
      items: await listItems(db, row.basket.id),
    };
  });
}
