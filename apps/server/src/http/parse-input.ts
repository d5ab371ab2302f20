import type { z } from "zod";
import { AppError, type ErrorIssue } from "./app-error.ts";
import { zodIssues } from "./zod-issues.ts";

/** Parses untrusted input with a contract schema; a mismatch is the client's fault (400). */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const nul = nulCharacterPath(data);
  if (nul !== null) {
    throw new AppError("validation_failed", {
      message: "input contains a NUL character",
      issues: [{ path: nul, message: "must not contain the NUL character" }],
    });
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new AppError("validation_failed", {
    message: "input does not match its schema",
    issues: zodIssues(result.error),
    cause: result.error,
  });
}

/**
 * Where the first string holding U+0000 is (`items.2.name`), or null. No form types one, and
 * PostgreSQL cannot store it in text: refused here, it is a 400 instead of a failed statement.
 */
export function nulCharacterPath(value: unknown): ErrorIssue["path"] | null {
  return nulKeys(value)?.join(".") ?? null;
}

/** The keys down to the first NUL, built only once one is found (most input has none). */
function nulKeys(value: unknown): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? [] : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return [key.replaceAll("\u0000", "\\0")];
    const below = nulKeys(item);
    if (below !== null) return [key, ...below];
  }
  return null;
}
