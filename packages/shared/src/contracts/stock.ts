import { z } from "zod";
import { countryCodeSchema } from "./country-code.ts";
import { defineEndpoint } from "./endpoint.ts";
import { articleCodeParamSchema } from "./podium.ts";

export const stockStatusSchema = z.enum(["in_stock", "low_stock", "out_of_stock", "unknown"]);
export type StockStatusDto = z.infer<typeof stockStatusSchema>;

/** `GET /api/articles/{code}/stock?country=DE`. */
export const stockQuerySchema = z.object({
  country: countryCodeSchema,
});

export const storeStockSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  status: stockStatusSchema,
  /** Units on the self-serve shelves; null when the store does not say. */
  quantity: z.number().int().nonnegative().nullable(),
  /** The store's next delivery (dates as YYYY-MM-DD) when it has none or few. */
  restock: z
    .object({
      earliest: z.string(),
      latest: z.string(),
      quantity: z.number().int().nonnegative().nullable(),
    })
    .nullable(),
  /** When the store's figure was last updated. */
  updatedAt: z.string().nullable(),
});
export type StoreStockDto = z.infer<typeof storeStockSchema>;

export const stockResponseSchema = z.object({
  code: z.string(),
  country: z.string(),
  /** When the retailer was asked (answers are kept a few minutes). */
  checkedAt: z.string(),
  /** The stores we know in that country, in stock first, then by name. */
  stores: z.array(storeStockSchema),
});
export type StockResponse = z.infer<typeof stockResponseSchema>;

/** Store stock of an article in one country (503 stock_unavailable without a stock API). */
export const getStoreStock = defineEndpoint({
  method: "GET",
  path: "/api/articles/:code/stock",
  params: articleCodeParamSchema,
  query: stockQuerySchema,
  response: stockResponseSchema,
  access: "anyone",
});
