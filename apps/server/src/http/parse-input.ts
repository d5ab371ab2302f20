import type { z } from "zod";
import { AppError } from "./app-error.ts";
import { zodIssues } from "./zod-issues.ts";

/** Parses untrusted input with a contract schema; a mismatch is the client's fault (400). */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new AppError("validation_failed", {
    message: "input does not match its schema",
    issues: zodIssues(result.error),
    cause: result.error,
  });
}
