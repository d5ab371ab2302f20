import { z } from "zod";

/** A country code as clients send it (`FR`, `fr`, ` Fr `), upper-cased; whether it is known is the route's business. */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "a two-letter country code")
  .transform((code) => code.toUpperCase());
