import {
  addPicklistCountries,
  getPicklist,
  listUserBaskets,
  removePicklistCountries,
  setPicklist,
} from "@frontalier/shared/contracts/picklist";
import type { RouteParams } from "@frontalier/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { countryList, toBasketSummary } from "../../../lib/api/basket-summary";
import { call } from "../../../lib/api/call";

/** A basket's compared countries, in plain names (on the wire: spec §7's `{iBasket, sPaysListe}`). */
export interface Picklist {
  basketId: number;
  /** In order, home first. */
  countries: string[];
  home: string;
}

const toPicklist = (answer: { iBasket: number; sPaysListe: string; home: string }): Picklist => ({
  basketId: answer.iBasket,
  countries: countryList(answer.sPaysListe),
  home: answer.home,
});

/** The basket of the address `/picklist/{iBasket}/{iList}` (spec §2's parameter). */
export const picklistBasketParam = (params: RouteParams): number => Number(params.iBasket ?? "");

export const picklistQueryKey = (basketId: number) => ["picklist", basketId] as const;

/** Spec §7 get-list-pays-basket: the countries basket `basketId` compares. */
export function usePicklist(basketId: number) {
  return useQuery({
    queryKey: picklistQueryKey(basketId),
    queryFn: async ({ signal }) =>
      toPicklist(await call(getPicklist, { query: { iBasket: basketId }, signal })),
  });
}

/** Spec §7 get-basket-user: the profile's baskets, for the switcher. */
export function useBaskets() {
  return useQuery({
    queryKey: ["baskets"],
    queryFn: async ({ signal }) =>
      (await call(listUserBaskets, { signal })).data.map(toBasketSummary),
  });
}

/** What one change of the editor did: a country added or removed, or the order changed. */
export type PicklistEdit = { add: string } | { remove: string } | { reorder: true };

/**
 * Saves one change as spec §7's client does: add-pays-listpays `{paysToAdd}` and update-listpays
 * `{paysToRemove}` for a country added or removed (the others, changed meanwhile in another tab,
 * stay as they are), update-payList-to-basket for a new order.
 */
export const savePicklistEdit = async (
  basketId: number,
  edit: PicklistEdit,
  next: readonly string[],
) => {
  const query = { iBasket: basketId };
  if ("add" in edit) {
    return toPicklist(await call(addPicklistCountries, { query, body: { paysToAdd: edit.add } }));
  }
  if ("remove" in edit) {
    return toPicklist(
      await call(removePicklistCountries, { query, body: { paysToRemove: edit.remove } }),
    );
  }
  return savePicklist(basketId, next);
};

/** Spec §7 update-payList-to-basket `{sPaysListe}`: the whole list, in order. */
export const savePicklist = async (basketId: number, countries: readonly string[]) =>
  toPicklist(
    await call(setPicklist, {
      query: { iBasket: basketId },
      body: { sPaysListe: countries.join(",") },
    }),
  );
