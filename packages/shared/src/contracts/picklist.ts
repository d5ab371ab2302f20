import { defineEndpoint } from "./endpoint.ts";
import {
  basketListResponseSchema,
  basketQuerySchema,
  picklistAddSchema,
  picklistRemoveSchema,
  picklistResponseSchema,
  picklistSetSchema,
} from "./identity.ts";

const ownBasket = [{ in: "query", name: "iBasket", kind: "basket" }] as const;

/** Spec §7: the requester's baskets. */
export const listUserBaskets = defineEndpoint({
  method: "GET",
  path: "/api/get-basket-user",
  response: basketListResponseSchema,
  access: "profile",
});

/** Spec §7: the countries basket `?iBasket=` compares, home first. */
export const getPicklist = defineEndpoint({
  method: "GET",
  path: "/api/get-list-pays-basket",
  query: basketQuerySchema,
  response: picklistResponseSchema,
  access: "profile",
  owned: ownBasket,
});

/** Spec §7: countries taken out of the list (never the home country: 409). */
export const removePicklistCountries = defineEndpoint({
  method: "POST",
  path: "/api/update-listpays",
  query: basketQuerySchema,
  body: picklistRemoveSchema,
  response: picklistResponseSchema,
  access: "profile",
  owned: ownBasket,
});

export const addPicklistCountries = defineEndpoint({
  method: "POST",
  path: "/api/add-pays-listpays",
  query: basketQuerySchema,
  body: picklistAddSchema,
  response: picklistResponseSchema,
  access: "profile",
  owned: ownBasket,
});

/** Spec §7: the whole list at once. */
export const setPicklist = defineEndpoint({
  method: "POST",
  path: "/api/update-payList-to-basket",
  query: basketQuerySchema,
  body: picklistSetSchema,
  response: picklistResponseSchema,
  access: "profile",
  owned: ownBasket,
});
