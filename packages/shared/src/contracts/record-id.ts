import { z } from "zod";

/** Ids are PostgreSQL `serial`s: 1 to 2³¹ − 1. */
export const RECORD_ID_MAX = 2 ** 31 - 1;

/**
 * The id of a basket or profile as clients send it: a JSON number, or its decimal digits as text
 * (spec §7: the client sends `iBasket` in query strings, and it is read from cookies, where every
 * value is text). No other text is read as a number: `12.0`, `+12`, ` 12`, `012`, `1e1`, `0xC`,
 * `true` are refused, never taken for some basket.
 */
export const recordIdSchema = z
  .union([
    z.number({ error: "must be a whole number" }),
    z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, "must be a whole number in digits")
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .int("must be a whole number")
      .positive("must be positive")
      .max(RECORD_ID_MAX, "is too large"),
  );
