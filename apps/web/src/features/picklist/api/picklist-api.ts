import { getPicklist, listUserBaskets, setPicklist } from "@frontalier/shared/contracts/picklist";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export const picklistQueryKey = (iBasket: number) => ["picklist", iBasket] as const;

/** Spec §7 get-list-pays-basket: the countries basket `iBasket` compares. */
export function usePicklist(iBasket: number) {
  return useQuery({
    queryKey: picklistQueryKey(iBasket),
    queryFn: ({ signal }) => call(getPicklist, { query: { iBasket }, signal }),
  });
}

/** Spec §7 get-basket-user: the profile's baskets, for the switcher. */
export function useBaskets() {
  return useQuery({
    queryKey: ["baskets"],
    queryFn: ({ signal }) => call(listUserBaskets, { signal }),
  });
}

/** Spec §7 update-payList-to-basket `{sPaysListe}`: the whole list, in order. */
export const savePicklist = (iBasket: number, countries: readonly string[]) =>
  call(setPicklist, { query: { iBasket }, body: { sPaysListe: countries.join(",") } });
