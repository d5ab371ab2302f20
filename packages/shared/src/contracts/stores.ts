import { z } from "zod";
import { countryCodeSchema as countryCode } from "./country-code.ts";
import { defineEndpoint } from "./endpoint.ts";

/** The most countries one nearest-store question names (every market fits). */
export const MAX_NEAREST_COUNTRIES = 40;

export const storeSchema = z.object({
  id: z.string(),
  country: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
});
export type StoreDto = z.infer<typeof storeSchema>;

/** `GET /api/stores`: every store with coordinates (the map draws them all). */
export const storesResponseSchema = z.object({
  stores: z.array(storeSchema),
});
export type StoresResponse = z.infer<typeof storesResponseSchema>;

/** `GET /api/stores/nearest?lat=&lon=&countries=FR,DE`. */
export const nearestStoresQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  countries: z
    .string()
    .max(MAX_NEAREST_COUNTRIES * 3)
    .transform((text) => text.split(",").filter(Boolean))
    .pipe(z.array(countryCode).min(1).max(MAX_NEAREST_COUNTRIES)),
});
export type NearestStoresQuery = z.input<typeof nearestStoresQuerySchema>;

export const nearestStoresResponseSchema = z.object({
  from: z.object({ lat: z.number(), lon: z.number() }),
  /** In the order asked; `store` null when no store with coordinates is known there. */
  nearest: z.array(
    z.object({
      country: z.string(),
      store: storeSchema.nullable(),
      /** One-way great-circle distance, rounded to the km. */
      distanceKm: z.number().int().nullable(),
    }),
  ),
});
export type NearestStoresResponse = z.infer<typeof nearestStoresResponseSchema>;

export const listStores = defineEndpoint({
  method: "GET",
  path: "/api/stores",
  response: storesResponseSchema,
  access: "anyone",
});

/** A position is personal: the answer is not kept by shared caches. */
export const findNearestStores = defineEndpoint({
  method: "GET",
  path: "/api/stores/nearest",
  query: nearestStoresQuerySchema,
  response: nearestStoresResponseSchema,
  access: "anyone",
});
