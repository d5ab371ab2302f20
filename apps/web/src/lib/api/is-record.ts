/** A JSON object (or array) read by hand, where zod must not come. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
