import { z } from "zod";

/**
 * A field the app can live without: missing, null or of an unexpected type all read as null, so
 * that one odd cosmetic field never costs us a price.
 */
export const lenient = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);

/** Prices come as numbers, and in some shapes as strings of digits. */
export const numeral = z.union([
  z.number().nonnegative(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

export const currencyCode = z.string().regex(/^[A-Z]{3}$/);

export const articleCodeField = z.string().regex(/^\d{8}$/);
