import { z } from "zod";

/** The retailer answered, but not in a shape we can read (a changed API, a bot wall page…). */
export class RetailerResponseError extends Error {
  override name = "RetailerResponseError";
}

/** Validates `json` with `schema`, throwing a `RetailerResponseError` that names every bad field. */
export function parseWith<T extends z.ZodType>(
  schema: T,
  json: unknown,
  what: string,
): z.output<T> {
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new RetailerResponseError(`Unexpected ${what}: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
