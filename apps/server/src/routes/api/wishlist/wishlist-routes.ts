import { compareSharedWishlist } from "@frontalier/shared/contracts/baskets";
import {
  addWishlistItem,
  addWishlistItems,
  BASKET_MAX_ITEMS,
  basketSelectorSchema,
  bulkTargetSchema,
  type ClientWrite,
  clearWishlistTicks,
  compareWishlist,
  getWishlist,
  QUANTITY_MAX,
  removeWishlistItem,
  setWishlistQuantity,
  tickWishlistItem,
  type WishlistResponse,
} from "@frontalier/shared/contracts/wishlist";
import { homeCountryOf } from "@frontalier/shared/identity";
import type { RateTable } from "@frontalier/shared/money";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Basket, loadOwnedBasket } from "../../../baskets/baskets.ts";
import { newBasket } from "../../../baskets/new-basket.ts";
import { presentBaskets } from "../../../baskets/present-baskets.ts";
import { findSharedBasket } from "../../../baskets/share-basket.ts";
import type { AdmitLookup, LiveLookup } from "../../../catalogue/live/live-lookup.ts";
import type { LookupAdmission } from "../../../catalogue/live/lookup-limits.ts";
import type { AppDb } from "../../../db/open-database.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { route } from "../../../http/route.ts";
import type { Identity, Profile } from "../../../identity/identity.ts";
import { presentCrossBorder } from "../../../identity/present.ts";
import { comparisonLimits } from "../../../rate-limit/comparison-limits.ts";
import type { RateLimiter } from "../../../rate-limit/rate-limiter.ts";
import {
  LINE_WRITE_BODY_LIMIT_BYTES,
  wishlistWriteLimits,
} from "../../../rate-limit/wishlist-write-limits.ts";
import type { HeldPrices } from "../../../wishlist/basket-prices.ts";
import { fitInBasket } from "../../../wishlist/basket-room.ts";
import { bulkItems } from "../../../wishlist/bulk-source.ts";
import { applyOnce, type WriteOutcome, writtenAt } from "../../../wishlist/client-writes.ts";
import { compareBasketFor } from "../../../wishlist/compare-basket.ts";
import { clearTicks, setLineQuantity, setTick } from "../../../wishlist/line-writes.ts";
import {
  addItems,
  countItems,
  knownCodes,
  listItems,
  removeItem,
} from "../../../wishlist/wishlist-items.ts";

export interface WishlistRoutesOptions {
  identity: Identity;
  loadRates: () => Promise<RateTable>;
  /** Finds articles the catalogue has never seen at the retailer (absent: only known ones). */
  live?: LiveLookup | undefined;
  /** The per-client and total limits of look-ups at the retailer; without it, none. */
  admission?: LookupAdmission | undefined;
  /** Counts the comparisons per shopper and per address. */
  limiter: RateLimiter;
  /** The offer index: a comparison reads the prices it holds without a statement. */
  held?: HeldPrices | undefined;
}

/** Brief §4 wishlists: the articles of a basket, with quantities. */
export async function wishlistRoutes(
  app: FastifyInstance,
  { identity, live, loadRates, admission, limiter, held }: WishlistRoutesOptions,
) {
  const { db } = identity;

  /** The requester's basket `?iBasket=` (checked before anything else is read), or their current one. */
  const basketFor = {
    guard: async ({ request, actor }: { request: FastifyRequest; actor: { profile: Profile } }) => {
      const { iBasket } = parseInput(basketSelectorSchema, request.query);
      return iBasket
        ? loadOwnedBasket(db, actor.profile.id, iBasket)
        : identity.basketOf(actor.profile);
    },
  };

  /** A line's write is a few dozen bytes: anything past a kilobyte is refused unread (413). */
  const lineWrite = { ...basketFor, bodyLimit: LINE_WRITE_BODY_LIMIT_BYTES };

  /** Codes the catalogue knows, after asking the retailer about the others. */
  async function existing(
    codes: readonly string[],
    countries: readonly string[],
    admit: AdmitLookup | undefined,
  ) {
    const known = await knownCodes(db, codes);
    const unknown = codes.filter((code) => !known.has(code));
    if (live) {
      const found = await Promise.all(unknown.map((code) => live.discover(code, countries, admit)));
      unknown.forEach((code, i) => {
        if (found[i]) known.add(code);
      });
    }
    return known;
  }

  async function present(profile: Profile, basket: Basket): Promise<WishlistResponse> {
    const [items, baskets] = await Promise.all([
      listItems(db, basket.id),
      presentBaskets(db, profile.id),
    ]);
    return {
      basket: {
        iBasket: basket.id,
        sIndex: basket.position,
        sName: basket.name,
        countries: basket.countries,
        home: homeCountryOf(profile),
        shareToken: basket.shareToken,
      },
      items,
      baskets,
    };
  }

  route(app, getWishlist, basketFor, async ({ reply, actor, guarded: basket }) => {
    reply.header("cache-control", "no-store");
    return present(actor.profile, basket);
  });

  route(
    app,
    addWishlistItem,
    basketFor,
    async ({ request, reply, actor, guarded: basket, body: { code, quantity } }) => {
      const admit = admission?.loudly(request, reply);
      if (!(await existing([code], basket.countries, admit)).has(code)) {
        throw new AppError("unknown_article", { message: `article ${code} is unknown` });
      }
      await ensureRoom(basket.id, 1);
      await addItems(db, basket.id, [{ code, quantity }], QUANTITY_MAX);
      return present(actor.profile, basket);
    },
  );

  /**
   * A line's write (decision 043): with a client-made id, applied once and in the client's order;
   * a line no longer there is a 404, answered again on a replay.
   */
  async function write(
    reply: FastifyReply,
    profile: Profile,
    basket: Basket,
    what: {
      write: ClientWrite;
      request: string;
      apply: (at: Date, tx: AppDb) => Promise<WriteOutcome>;
    },
    notFound: string,
  ) {
    await limiter.limit(reply, [{ rule: wishlistWriteLimits.perProfile, key: String(profile.id) }]);
    const at = writtenAt(what.write);
    const { outcome, replayed } = await applyOnce(db, {
      profileId: profile.id,
      write: what.write,
      request: `${what.request} at ${at.getTime()}`,
      apply: (tx) => what.apply(at, tx),
    });
    if (outcome === "not_found") throw new AppError("not_found", { message: notFound });
    if (replayed) reply.header("idempotent-replayed", "true");
    return {
      ...(await present(profile, basket)),
      write: { id: what.write.id, outcome, replayed },
    };
  }

  route(
    app,
    setWishlistQuantity,
    lineWrite,
    async ({
      reply,
      actor,
      guarded: basket,
      params: { code },
      body: { quantity, write: sent },
    }) => {
      const notFound = `${code} is not in basket ${basket.id}`;
      if (!sent) {
        const args = { basketId: basket.id, code, quantity, at: new Date() };
        if ((await setLineQuantity(db, args)) === "not_found") {
          throw new AppError("not_found", { message: notFound });
        }
        return present(actor.profile, basket);
      }
      return write(
        reply,
        actor.profile,
        basket,
        {
          write: sent,
          request: `quantity ${basket.id} ${code} ${quantity}`,
          apply: (at, tx) => setLineQuantity(tx, { basketId: basket.id, code, quantity, at }),
        },
        notFound,
      );
    },
  );

  route(
    app,
    tickWishlistItem,
    lineWrite,
    async ({ reply, actor, guarded: basket, params: { code }, body: { ticked, write: sent } }) =>
      write(
        reply,
        actor.profile,
        basket,
        {
          write: sent,
          request: `tick ${basket.id} ${code} ${ticked}`,
          apply: (at, tx) => setTick(tx, { basketId: basket.id, code, ticked, at }),
        },
        `${code} is not in basket ${basket.id}`,
      ),
  );

  route(app, clearWishlistTicks, lineWrite, async ({ reply, actor, guarded: basket, body }) =>
    write(
      reply,
      actor.profile,
      basket,
      {
        write: body.write,
        request: `clear ${basket.id}`,
        apply: (at, tx) => clearTicks(tx, { basketId: basket.id, at }),
      },
      `basket ${basket.id}`,
    ),
  );

  // Removing what is not there is not an error: two tabs removing the same article both succeed.
  route(
    app,
    removeWishlistItem,
    basketFor,
    async ({ actor, guarded: basket, params: { code } }) => {
      await removeItem(db, basket.id, code);
      return present(actor.profile, basket);
    },
  );

  route(
    app,
    addWishlistItems,
    {
      // Ownership before anything else: another profile's basket is a 404 whatever the items.
      // The id in either form (12 or "12"); any other value is a 400, never the current basket.
      guard: async ({ request, actor }) => {
        const { basket: target } = parseInput(bulkTargetSchema, request.body ?? {});
        return typeof target === "number" ? loadOwnedBasket(db, actor.profile.id, target) : null;
      },
    },
    async ({ request, reply, actor, guarded: owned, body: input }) => {
      // Read (and the import rule kept) before a new basket is made for them.
      const items = await bulkItems(db, actor.profile, input);
      const basket =
        owned ??
        (input.basket === "new" || input.basket === "newOrCurrent"
          ? await newBasket(db, actor.profile).catch((error: unknown) => {
              const full = error instanceof AppError && error.code === "premium_required";
              if (full && input.basket === "newOrCurrent") return identity.basketOf(actor.profile);
              throw error;
            })
          : await identity.basketOf(actor.profile));
      const codes = [...new Set(items.map((item) => item.code))];
      const known = await existing(codes, basket.countries, admission?.loudly(request, reply));
      // A shared list takes what fits and names the rest (issue 19); an import or a label that
      // does not fit is refused whole, as the shopper chose those lines.
      const room =
        input.share === undefined
          ? null
          : await fitInBasket(
              db,
              basket.id,
              codes.filter((code) => known.has(code)),
            );
      if (!room) await ensureRoom(basket.id, known.size);
      const taken = room?.fits ?? known;
      const result = await addItems(
        db,
        basket.id,
        items.filter((item) => taken.has(item.code)),
        QUANTITY_MAX,
      );
      return {
        iBasket: basket.id,
        sIndex: basket.position,
        ...result,
        unknown: codes.filter((code) => !known.has(code)),
        noRoom: room?.noRoom ?? [],
      };
    },
  );

  /** Brief §4: the basket in each country, the best single country, the split, the k-country plan. */
  route(app, compareWishlist, basketFor, async ({ reply, actor, guarded: basket, query }) => {
    await limiter.limit(reply, [
      { rule: comparisonLimits.ownPerProfile, key: String(actor.profile.id) },
    ]);
    reply.header("cache-control", "no-store");
    return compareBasketFor(db, {
      basketId: basket.id,
      home: homeCountryOf(actor.profile),
      countries: basket.countries,
      rates: await loadRates(),
      settings: query,
      owner: presentCrossBorder(actor.profile),
      held,
    });
  });

  // A shared list compared as its owner compares it (their home and countries), travel from the
  // place the visitor gives: public like the list itself, the token its only id (issue 19).
  route(app, compareSharedWishlist, async ({ request, reply, params: { token }, query }) => {
    await limiter.limit(reply, [
      { rule: comparisonLimits.sharedPerIp, key: request.ip },
      { rule: comparisonLimits.sharedPerLink, key: token },
    ]);
    const row = await findSharedBasket(db, token);
    if (!row) throw new AppError("not_found", { message: "no basket shared under this token" });
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    return compareBasketFor(db, {
      basketId: row.basket.id,
      home: homeCountryOf(row.profile),
      countries: row.basket.countries,
      rates: await loadRates(),
      settings: query,
      owner: presentCrossBorder(row.profile),
      held,
    });
  });

  async function ensureRoom(basketId: number, adding: number) {
    if ((await countItems(db, basketId)) + adding > BASKET_MAX_ITEMS)
      throw new AppError("basket_full");
  }
}
