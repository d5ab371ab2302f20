import { z } from "zod";
import { countryCodeSchema } from "./country-code.ts";
import { defineEndpoint } from "./endpoint.ts";

/**
 * `POST /api/get-all-infos-4country`, spec §7. iPaysSelected is a country code (`FR`, also `fr`
 * or ` Fr `), as the guest profile's iPays is.
 */
export const countryInfoRequestSchema = z.object({
  iPaysSelected: countryCodeSchema,
});

export type CountryInfoRequest = z.input<typeof countryInfoRequestSchema>;

export const countryInfoResponseSchema = z.object({
  country: z.object({
    code: z.string(),
    /** In the request's language. */
    name: z.string(),
    /** Path of the flag on this server. */
    flag: z.string(),
  }),
  currency: z.string(),
  /** Units of `currency` per euro, the day it was fixed and by whom; null when no rate is known. */
  rate: z
    .object({ perEuro: z.number().positive(), date: z.string(), source: z.string() })
    .nullable(),
  /** Retailer stores known in the country (0 until the store list is loaded). */
  storeCount: z.number().int().nonnegative(),
  /** The retailer's site for the country, e.g. `https://www.ikea.com/fr/fr/`. */
  retailerSite: z.string(),
});

export type CountryInfoResponse = z.infer<typeof countryInfoResponseSchema>;

/** Spec §7: what the app shows of a country (404 for one we do not know). */
export const getCountryInfo = defineEndpoint({
  method: "POST",
  path: "/api/get-all-infos-4country",
  body: countryInfoRequestSchema,
  response: countryInfoResponseSchema,
  access: "anyone",
});
