import {
  basketListResponseSchema,
  picklistResponseSchema,
} from "@frontalier/shared/contracts/identity";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const picklistQueryKey = (iBasket: number) => ["picklist", iBasket] as const;

/** Spec §7 `GET /api/get-list-pays-basket?iBasket=`. */
export function usePicklist(iBasket: number) {
  return useQuery({
    queryKey: picklistQueryKey(iBasket),
    queryFn: ({ signal }) =>
      apiRequest("/api/get-list-pays-basket", {
        query: { iBasket },
        schema: picklistResponseSchema,
        signal,
      }),
    retry: false,
  });
}

/** Spec §7 `GET /api/get-basket-user`: the profile's baskets, for the switcher. */
export function useBaskets() {
  return useQuery({
    queryKey: ["baskets"],
    queryFn: ({ signal }) =>
      apiRequest("/api/get-basket-user", { schema: basketListResponseSchema, signal }),
  });
}

/** Spec §7 `POST /api/update-payList-to-basket?iBasket=` `{sPaysListe}`: the whole list, in order. */
export const savePicklist = (iBasket: number, countries: readonly string[]) =>
  apiRequest("/api/update-payList-to-basket", {
    method: "POST",
    query: { iBasket },
    body: { sPaysListe: countries.join(",") },
    schema: picklistResponseSchema,
  });
