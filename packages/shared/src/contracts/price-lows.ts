import { z } from "zod";
import { priceLowBadges } from "../price-lows/badges.ts";
import { defineEndpoint } from "./endpoint.ts";
import { articleCodeParamSchema, podiumQuerySchema } from "./podium.ts";

export { priceLowBadges };

/** The lows before one country's current price (see shared/price-lows/price-lows.ts). */
export const countryLowsSchema = z.object({
  country: z.string(),
  /** The current price, in the country's currency. */
  priceMinor: z.number().int(),
  currency: z.string(),
  /** When this price was first seen. */
  since: z.string(),
  /** The lowest of the 30 days before `since`'s day; null unless every one of them is known. */
  low30Minor: z.number().int().nullable(),
  /** The lowest of the 90 days before it; null unless every one of them is known. */
  low90Minor: z.number().int().nullable(),
  badges: z.array(z.enum(priceLowBadges)),
  /** With `belowLow30`: percent below the 30-day low. */
  belowLow30Percent: z.number().positive().optional(),
});

export const priceLowsResponseSchema = z.object({
  countries: z.array(countryLowsSchema),
});

export type CountryLows = z.infer<typeof countryLowsSchema>;
export type PriceLowsResponse = z.infer<typeof priceLowsResponseSchema>;

/**
 * Issue 25, "is it a real bargain?": per compared country, the lowest prices of the 30 and 90
 * days before the current one and its badges (Directive 98/6/EC art. 6a). Apart from the podium,
 * so that the podium's own answer stays as fast as it is (decision 039).
 */
export const getPriceLows = defineEndpoint({
  method: "GET",
  path: "/api/articles/:code/lows",
  params: articleCodeParamSchema,
  query: podiumQuerySchema,
  response: priceLowsResponseSchema,
  access: "anyone",
});
