import {
  type BulkAddRequest,
  bulkAddResponseSchema,
  shareResponseSchema,
  type WishlistResponse,
  wishlistResponseSchema,
} from "@frontalier/shared/contracts/wishlist";
import { useQuery } from "@tanstack/react-query";
import { anyResponse, apiRequest } from "../../../lib/api-client";

export const wishlistKey = (iBasket: number) => ["wishlist", iBasket] as const;

export function useWishlist(iBasket: number) {
  return useQuery({
    queryKey: wishlistKey(iBasket),
    queryFn: ({ signal }) =>
      apiRequest("/api/wishlist", { query: { iBasket }, schema: wishlistResponseSchema, signal }),
    retry: false,
  });
}

const item = (code: string) => `/api/wishlist/items/${encodeURIComponent(code)}`;

export const addItem = (iBasket: number, code: string, quantity = 1): Promise<WishlistResponse> =>
  apiRequest("/api/wishlist/items", {
    method: "POST",
    query: { iBasket },
    body: { code, quantity },
    schema: wishlistResponseSchema,
  });

export const setItemQuantity = (iBasket: number, code: string, quantity: number) =>
  apiRequest(item(code), {
    method: "PATCH",
    query: { iBasket },
    body: { quantity },
    schema: wishlistResponseSchema,
  });

export const removeItem = (iBasket: number, code: string) =>
  apiRequest(item(code), { method: "DELETE", query: { iBasket }, schema: wishlistResponseSchema });

export const addItems = (request: BulkAddRequest) =>
  apiRequest("/api/wishlist/items/bulk", {
    method: "POST",
    body: request,
    schema: bulkAddResponseSchema,
  });

export const createBasket = (name: string) =>
  apiRequest("/api/baskets", { method: "POST", body: { name }, schema: anyResponse }) as Promise<{
    iBasket: number;
    sIndex: number;
  }>;

export const deleteBasket = (iBasket: number) =>
  apiRequest(`/api/baskets/${iBasket}`, { method: "DELETE", schema: anyResponse });

export const renameBasket = (iBasket: number, name: string) =>
  apiRequest(`/api/baskets/${iBasket}`, { method: "PATCH", body: { name }, schema: anyResponse });

export const makeCurrent = (iBasket: number) =>
  apiRequest(`/api/baskets/${iBasket}/current`, { method: "POST", schema: anyResponse });

export const shareBasket = (iBasket: number) =>
  apiRequest(`/api/baskets/${iBasket}/share`, { method: "POST", schema: shareResponseSchema });

export const revokeShare = (iBasket: number) =>
  apiRequest(`/api/baskets/${iBasket}/share`, { method: "DELETE", schema: anyResponse });
