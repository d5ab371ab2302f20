import {
  basketListResponseSchema,
  basketQuerySchema,
  type PicklistResponse,
  picklistAddSchema,
  picklistRemoveSchema,
  picklistSetSchema,
} from "@frontalier/shared/contracts/identity";
import {
  homeCountryOf,
  isEuropeanCountry,
  normalisePicklist,
  toCountryCodes,
} from "@frontalier/shared/identity";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../../../http/app-error.ts";
import type { OwnedId } from "../../../http/owned-ids.ts";
import { parseInput } from "../../../http/parse-input.ts";
import {
  type Basket,
  listBaskets,
  loadOwnedBasket,
  savePicklist,
} from "../../../identity/baskets.ts";
import { type Identity, presentChoices } from "../../../identity/identity.ts";

const basketQuery: readonly OwnedId[] = [{ in: "query", name: "iBasket", kind: "basket" }];

/** Spec §7 picklist calls: the countries a basket compares, `?iBasket=` one of the requester's. */
export async function picklistRoutes(app: FastifyInstance, { identity }: { identity: Identity }) {
  const { db } = identity;

  app.get("/api/get-basket-user", async (request, reply) => {
    const actor = await identity.requireProfile(request);
    await identity.basketOf(actor.profile);
    reply.header("cache-control", "no-store");
    return basketListResponseSchema.parse({ data: await listBaskets(db, actor.profile.id) });
  });

  /** Authenticate, then check the basket is the requester's before reading anything else. */
  async function ownedBasket(request: FastifyRequest) {
    const actor = await identity.requireProfile(request);
    const { iBasket } = parseInput(basketQuerySchema, request.query);
    const basket = await loadOwnedBasket(db, actor.profile.id, iBasket);
    return { basket, home: homeCountryOf(presentChoices(actor.profile)) };
  }

  const present = (basket: Basket, countries: string[], home: string): PicklistResponse => ({
    iBasket: basket.id,
    sPaysListe: countries.join(","),
    home,
  });

  app.get(
    "/api/get-list-pays-basket",
    { config: { ownedIds: basketQuery } },
    async (request, reply) => {
      const { basket, home } = await ownedBasket(request);
      reply.header("cache-control", "no-store");
      return present(basket, normalisePicklist(basket.countries, home), home);
    },
  );

  /** Applies `change` to the basket's list and saves it home first; answers the new list. */
  const edit =
    <S extends z.ZodType>(
      schema: S,
      change: (current: string[], input: z.output<S>, home: string) => string[],
    ) =>
    async (request: FastifyRequest) => {
      const { basket, home } = await ownedBasket(request);
      const input = parseInput(schema, request.body ?? {});
      const next = normalisePicklist(change(basket.countries, input, home), home);
      await savePicklist(db, basket.id, next);
      return present(basket, next, home);
    };

  app.post(
    "/api/update-listpays",
    { config: { ownedIds: basketQuery } },
    edit(picklistRemoveSchema, (current, { paysToRemove }, home) => {
      const removing = new Set(knownCodes(paysToRemove));
      if (removing.has(home)) throw new AppError("home_country_required");
      return current.filter((code) => !removing.has(code));
    }),
  );

  app.post(
    "/api/add-pays-listpays",
    { config: { ownedIds: basketQuery } },
    edit(picklistAddSchema, (current, { paysToAdd }) => [...current, ...knownCodes(paysToAdd)]),
  );

  app.post(
    "/api/update-payList-to-basket",
    { config: { ownedIds: basketQuery } },
    edit(picklistSetSchema, (_current, { sPaysListe }) => knownCodes(sPaysListe)),
  );
}

/** The codes of a list, or 400 unknown_country naming the first one we do not compare. */
export function knownCodes(value: string | readonly string[]): string[] {
  const codes = toCountryCodes(value);
  const unknown = codes.find((code) => !isEuropeanCountry(code));
  if (unknown) {
    throw new AppError("unknown_country", {
      message: `unknown country ${unknown}`,
      issues: [{ path: "countries", message: `${unknown} is not a country we compare` }],
    });
  }
  return codes;
}
