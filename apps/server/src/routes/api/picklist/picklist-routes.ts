import {
  basketListResponseSchema,
  basketQuerySchema,
  type PicklistResponse,
} from "@frontalier/shared/contracts/identity";
import {
  addPicklistCountries,
  getPicklist,
  listUserBaskets,
  removePicklistCountries,
  setPicklist,
} from "@frontalier/shared/contracts/picklist";
import { homeCountryOf, normalisePicklist } from "@frontalier/shared/identity";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Basket, loadOwnedBasket, savePicklist } from "../../../baskets/baskets.ts";
import { knownCountryCodes } from "../../../baskets/known-countries.ts";
import { presentBaskets } from "../../../baskets/present-baskets.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { route } from "../../../http/route.ts";
import type { Identity, Profile } from "../../../identity/identity.ts";

/** Spec §7 picklist calls: the countries a basket compares, `?iBasket=` one of the requester's. */
export async function picklistRoutes(app: FastifyInstance, { identity }: { identity: Identity }) {
  const { db } = identity;

  route(app, listUserBaskets, async ({ reply, actor }) => {
    await identity.basketOf(actor.profile);
    reply.header("cache-control", "no-store");
    return basketListResponseSchema.parse({ data: await presentBaskets(db, actor.profile.id) });
  });

  /** The basket is the requester's, checked before anything else is read. */
  const ownedBasket = {
    guard: async ({ request, actor }: { request: FastifyRequest; actor: { profile: Profile } }) => {
      const { iBasket } = parseInput(basketQuerySchema, request.query);
      const basket = await loadOwnedBasket(db, actor.profile.id, iBasket);
      return { basket, home: homeCountryOf(actor.profile) };
    },
  };

  const present = (basket: Basket, countries: string[], home: string): PicklistResponse => ({
    iBasket: basket.id,
    sPaysListe: countries.join(","),
    home,
  });

  route(app, getPicklist, ownedBasket, async ({ reply, guarded: { basket, home } }) => {
    reply.header("cache-control", "no-store");
    return present(basket, normalisePicklist(basket.countries, home), home);
  });

  /** Saves the basket's new list home first; answers the new list. */
  async function save(basket: Basket, countries: string[], home: string) {
    const next = normalisePicklist(countries, home);
    await savePicklist(db, basket.id, next);
    return present(basket, next, home);
  }

  route(
    app,
    removePicklistCountries,
    ownedBasket,
    async ({ guarded: { basket, home }, body: { paysToRemove } }) => {
      const removing = new Set(knownCountryCodes(paysToRemove));
      if (removing.has(home)) throw new AppError("home_country_required");
      return save(
        basket,
        basket.countries.filter((code) => !removing.has(code)),
        home,
      );
    },
  );

  route(
    app,
    addPicklistCountries,
    ownedBasket,
    async ({ guarded: { basket, home }, body: { paysToAdd } }) =>
      save(basket, [...basket.countries, ...knownCountryCodes(paysToAdd)], home),
  );

  route(
    app,
    setPicklist,
    ownedBasket,
    async ({ guarded: { basket, home }, body: { sPaysListe } }) =>
      save(basket, knownCountryCodes(sPaysListe), home),
  );
}
